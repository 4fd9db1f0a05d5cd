import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Container } from '@kado/ui';

import { BalanceOverview } from '../../features/points/components/balance-overview';
import { useSession } from '../../features/session/api/get-session';
import { useDocumentTitle } from '../../lib/document-title';
import './routes.css';

export default function TopPage() {
  const { t } = useTranslation();
  const session = useSession().data;
  const name = session?.signedIn ? session.user.name : null;
  useDocumentTitle(t('pages.top.title'));

  const shortcuts = [
    { to: '/gift-items', label: t('top.shortcuts.gifts') },
    { to: '/my-gift', label: t('top.shortcuts.myGifts') },
    { to: '/charge-history', label: t('top.shortcuts.chargeHistory') },
    { to: '/expiration-point', label: t('top.shortcuts.expiration') },
    { to: '/point-merge', label: t('top.shortcuts.pointMerge') },
  ];

  return (
    <Container className="top-page">
      <h1 tabIndex={-1}>{name ? t('top.greeting', { name }) : t('top.greetingNoName')}</h1>
      <BalanceOverview />
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
