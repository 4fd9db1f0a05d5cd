import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { safeRedirectPath } from '@kado/shared';
import { Container, EmptyState } from '@kado/ui';

import { useSession } from '../../features/session/api/get-session';
import { BalanceOverview } from '../../features/points/components/balance-overview';
import { UpcomingExpiries } from '../../features/points/components/expiry-overview';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { useVoucherPages } from '../../features/vouchers/api/get-vouchers';
import { VoucherCard } from '../../features/vouchers/components/voucher-card';
import '../../features/vouchers/components/vouchers.css';
import { useDocumentTitle } from '../../lib/document-title';
import { Onboarding } from './top-onboarding';
import './routes.css';
import './wallet-pages.css';

/** After sign-up the BFF lands here with `?welcome=1`: onboarding first, then the wallet. */
export const WELCOME_PARAM = 'welcome';
/** Where onboarding leads when the sign-up started on another page (the BFF's onboardingPath). */
const REDIRECT_PARAM = 'redirect';

const RECENT_GIFTS = 3;

/** The three most recent vouchers still to use, each linking to its voucher. */
function RecentGifts() {
  const { t } = useTranslation();
  const vouchers = useVoucherPages({ status: 'active' }, RECENT_GIFTS);
  const items = vouchers.data?.pages[0]?.items.slice(0, RECENT_GIFTS) ?? [];
  const [now] = useState(() => Date.now());
  return (
    <section className="top-page__section" aria-labelledby="top-gifts">
      <div className="top-page__section-head">
        <h2 id="top-gifts">{t('walletTop.recentGifts')}</h2>
        <Link to="/my-gift">{t('walletTop.allGifts')}</Link>
      </div>
      {vouchers.isPending ? null : items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('walletTop.recentGifts')}
          body={t('walletTop.noGifts')}
        />
      ) : (
        <ul className="top-page__gifts">
          {items.map((voucher) => (
            <li key={voucher.id}>
              <VoucherCard voucher={voucher} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** How many notifications wait unread (the bell in the header opens them). */
function UnreadNotifications() {
  const { t } = useTranslation();
  const unread = useUnreadCount(true).data?.unread;
  if (unread === undefined) return null;
  return (
    <section className="top-page__section" aria-labelledby="top-unread">
      <h2 id="top-unread">{t('walletTop.unreadTitle')}</h2>
      <p className="wallet-page__note" data-testid="top-unread">
        {unread === 0 ? t('walletTop.noUnread') : t('walletTop.unreadCount', { count: unread })}
      </p>
    </section>
  );
}

function WalletTop({ name }: { name: string | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.top.title'));

  const shortcuts = [
    { to: '/charge-history?charge=1', label: t('walletTop.charge') },
    { to: '/point-merge', label: t('top.shortcuts.pointMerge') },
    { to: '/charge-history', label: t('top.shortcuts.chargeHistory') },
    { to: '/expiration-point', label: t('top.shortcuts.expiration') },
    { to: '/my-gift', label: t('top.shortcuts.myGifts') },
    { to: '/sent-gifts', label: t('pages.sentGifts.title') },
    { to: '/gift-items', label: t('top.shortcuts.gifts') },
  ];

  return (
    <Container className="top-page">
      <h1 tabIndex={-1}>{name ? t('top.greeting', { name }) : t('top.greetingNoName')}</h1>
      <BalanceOverview />
      <section className="top-page__section" aria-labelledby="top-expiries">
        <div className="top-page__section-head">
          <h2 id="top-expiries">{t('walletTop.nextExpiries')}</h2>
          <Link to="/expiration-point">{t('walletTop.allExpiries')}</Link>
        </div>
        <UpcomingExpiries limit={3} />
      </section>
      <UnreadNotifications />
      <RecentGifts />
      <nav className="top-page__shortcuts" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title">{t('top.shortcuts.title')}</h2>
        <ul className="shortcut-list">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.to}>
              <Link to={shortcut.to} className="shortcut-list__link">
                {shortcut.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}

export default function TopPage() {
  const session = useSession().data;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = session?.signedIn === true ? session : null;
  const name = signedIn?.user.name ?? null;

  if (params.get(WELCOME_PARAM) === '1' && signedIn) {
    return (
      <Container>
        <Onboarding
          defaultName={name ?? ''}
          phoneVerified={signedIn.phoneVerified}
          onDone={() => {
            // A sign-up that started elsewhere (a gift's card) goes back there after onboarding.
            void navigate(safeRedirectPath(params.get(REDIRECT_PARAM)) ?? '/top', {
              replace: true,
            });
          }}
        />
      </Container>
    );
  }
  return <WalletTop name={name} />;
}
