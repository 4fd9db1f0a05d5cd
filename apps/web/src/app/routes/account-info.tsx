import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { Badge, Button, readablePhone, usePipes, useToast } from '@kado/ui';

import { LinkButton } from '../../components/link-button';
import { TitledPage } from '../../components/titled-page';
import { useProfile } from '../../features/account/api/get-profile';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { DisplayNameForm } from '../../features/account/components/display-name-form';
import { PhoneVerificationDialog } from '../../features/phone';
import { useBalance } from '../../features/points/api/get-balance';
import { DownloadLedgerButton } from '../../features/points/components/ledger-history';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { LoadingState } from '../../components/loading-state';
import { useLocale } from '../../lib/i18n';
import './wallet-pages.css';
import { useShopperMarket } from '../../features/session/hooks/shopper-market';

/**
 * The dialog open on the page, kept in the URL (`?step=`): a sensitive action that asks for a fresh
 * sign-in comes back to this URL, and the step opens again.
 */
const STEPS = ['change-phone', 'delete-account'] as const;
type Step = (typeof STEPS)[number];

function useStep(): [Step | null, (step: Step | null) => void] {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(search).get('step');
  const step = STEPS.find((known) => known === value) ?? null;
  const setStep = (next: Step | null) => {
    const params = new URLSearchParams(search);
    if (next) params.set('step', next);
    else params.delete('step');
    const query = params.toString();
    // The hash stays: the address is the one a fresh sign-in comes back to.
    void navigate(
      { search: query ? `?${query}` : '', hash },
      { replace: true, preventScrollReset: true },
    );
  };
  return [step, setStep];
}

/**
 * Profile, phone (the phone-update modal), language, the ledger, where the account is signed in,
 * sign-out and deletion.
 */
export default function AccountInfoPage() {
  const shopperMarket = useShopperMarket();
  const { t } = useTranslation();
  const pipes = usePipes();
  const toast = useToast();
  const locale = useLocale();
  const profile = useProfile();
  const balance = useBalance().data?.balance ?? 0;
  const [step, setStep] = useStep();
  const me = profile.data;

  return (
    <TitledPage
      title={t('pages.accountInfo.title')}
      description={t('pages.accountInfo.description')}
    >
      {!me ? (
        profile.isError ? (
          <p role="alert">{t('account.failed')}</p>
        ) : (
          <LoadingState label={t('account.loading')} />
        )
      ) : (
        <div className="account-sections">
          <section className="account-section" aria-labelledby="account-profile">
            <h2 id="account-profile">{t('account.profileTitle')}</h2>
            {me.email && (
              <p className="account-section__fact">
                {t('account.email')} <strong>{me.email}</strong>
              </p>
            )}
            <DisplayNameForm defaultName={me.displayName ?? ''} />
          </section>

          <section className="account-section" aria-labelledby="account-phone">
            <h2 id="account-phone">{t('account.phoneTitle')}</h2>
            {me.phone ? (
              <p className="account-section__fact" data-testid="account-phone">
                <strong>{readablePhone(me.phone)}</strong>{' '}
                {me.phoneVerified ? (
                  <Badge tone="success">{t('account.phoneVerified')}</Badge>
                ) : (
                  <Badge tone="warning">{t('account.phoneUnverified')}</Badge>
                )}
              </p>
            ) : (
              <p className="account-section__fact">{t('account.noPhone')}</p>
            )}
            <p className="wallet-page__note">{t('account.phoneUnlocks')}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setStep('change-phone');
              }}
            >
              {me.phone ? t('account.changePhone') : t('account.addPhone')}
            </Button>
            <PhoneVerificationDialog
              defaultMarket={shopperMarket}
              isOpen={step === 'change-phone'}
              onOpenChange={(open) => {
                setStep(open ? 'change-phone' : null);
              }}
              title={me.phone ? t('account.changePhoneTitle') : t('phoneFlow.dialogTitle')}
              reason={
                me.phone && me.phoneVerified
                  ? t('account.changePhoneKeepsOld', { phone: readablePhone(me.phone) })
                  : undefined
              }
              onVerified={(updated) => {
                if (updated.phone) {
                  toast.success(t('phoneFlow.verified', { phone: readablePhone(updated.phone) }));
                }
              }}
            />
          </section>

          <section className="account-section" aria-labelledby="account-language">
            <h2 id="account-language">{t('account.languageTitle')}</h2>
            <p className="account-section__fact">
              <strong lang={locale.iso}>{locale.name}</strong>
            </p>
            <LinkButton to="/language" variant="secondary">
              {t('account.changeLanguage')}
            </LinkButton>
          </section>

          <section className="account-section" aria-labelledby="account-data">
            <h2 id="account-data">{t('account.dataTitle')}</h2>
            <p className="wallet-page__note">{t('account.dataBody')}</p>
            <DownloadLedgerButton />
          </section>

          <section className="account-section" aria-labelledby="account-devices">
            <h2 id="account-devices">{t('account.devicesTitle')}</h2>
            <p className="wallet-page__note">{t('account.devicesBody')}</p>
            <LinkButton to="/account-info/devices" variant="secondary">
              {t('account.devicesOpen')}
            </LinkButton>
          </section>

          <section className="account-section" aria-labelledby="account-session">
            <h2 id="account-session">{t('account.signOutTitle')}</h2>
            <div>
              <SignOutButton variant="secondary" size="md" />
            </div>
          </section>

          <section
            className="account-section account-section--danger"
            aria-labelledby="account-delete"
          >
            <h2 id="account-delete">{t('account.deleteTitle')}</h2>
            <p className="wallet-page__note">{t('account.deleteIntro')}</p>
            <DeleteAccount
              isOpen={step === 'delete-account'}
              onOpenChange={(open) => {
                setStep(open ? 'delete-account' : null);
              }}
              lost={[
                t('account.lostPoints', {
                  points: t('points.amount', { count: balance, points: pipes.points(balance) }),
                }),
                t('account.lostVouchers'),
                t('account.lostBoxes'),
                t('account.lostHistory'),
              ]}
            />
          </section>
        </div>
      )}
    </TitledPage>
  );
}
