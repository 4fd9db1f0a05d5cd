import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';

import { pathFor } from '@kado/shared';
import { Container } from '@kado/ui';

import { LinkButton } from '../../components/link-button';
import { LoadingState } from '../../components/loading-state';
import { useGift } from '../../features/catalog/api/get-gift';
import { GiftItemView } from '../../features/catalog/components/gift-item-view';
import { ExchangePanel } from '../../features/exchange/components/exchange-panel';
import { PhoneVerificationDialog } from '../../features/phone/components/phone-verification-dialog';
import { useSession } from '../../features/session/api/get-session';
import { useDocumentTitle } from '../../lib/document-title';
import { apiErrorInfo } from '../../lib/trpc';
import { useMinimumDisplay } from '../../lib/use-minimum-display';
import { useShopperMarket } from '../../features/session/hooks/shopper-market';

/** `?exchange=<quantity>` marks the return from sign-in: the exchange goes on from there. */
const RESUME_KEY = 'exchange';

export default function GiftItemPage() {
  const shopperMarket = useShopperMarket();
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const gift = useGift(id);
  const session = useSession().data;
  const loading = useMinimumDisplay(gift.isPending);
  const [verifying, setVerifying] = useState(false);
  useDocumentTitle(gift.data?.name ?? t('pages.giftItem.title'));
  // An unknown or unlisted gift is the 404 page, as the BFF answers the same address.
  if (gift.error instanceof Error && apiErrorInfo(gift.error)?.code === 'NOT_FOUND') {
    throw gift.error;
  }

  const resume = Number.parseInt(params.get(RESUME_KEY) ?? '', 10);
  const signedIn = session?.signedIn === true;

  return (
    <Container>
      {loading || !gift.data ? (
        gift.error && !loading ? (
          <p role="alert">{t('giftItem.failed')}</p>
        ) : (
          <LoadingState label={t('giftItem.loading')} />
        )
      ) : (
        <GiftItemView
          gift={gift.data}
          action={
            <>
              <ExchangePanel
                gift={gift.data}
                signedIn={signedIn}
                phoneVerified={session?.signedIn === true && session.phoneVerified}
                resumeQuantity={Number.isFinite(resume) ? resume : null}
                onSignInRequired={(quantity) => {
                  const back = `${pathFor('gift-item', { id })}?${RESUME_KEY}=${quantity}`;
                  void navigate(`${pathFor('login')}?redirect=${encodeURIComponent(back)}`);
                }}
                onPhoneRequired={() => {
                  setVerifying(true);
                }}
                onResumed={() => {
                  setParams(
                    (current) => {
                      current.delete(RESUME_KEY);
                      return current;
                    },
                    { replace: true, preventScrollReset: true },
                  );
                }}
              />
              {gift.data.available && (
                <LinkButton
                  to={pathFor('gift-send', { id: gift.data.id })}
                  variant="secondary"
                  size="lg"
                  block
                >
                  {t('pages.giftSend.title')}
                </LinkButton>
              )}
            </>
          }
        />
      )}
      <PhoneVerificationDialog
        defaultMarket={shopperMarket}
        isOpen={verifying}
        onOpenChange={setVerifying}
        reason={t('exchange.phoneReason')}
      />
    </Container>
  );
}
