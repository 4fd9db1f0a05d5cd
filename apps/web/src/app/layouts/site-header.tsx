import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { PRODUCT_NAME } from '@kado/shared';
import { Container, Logo, VisuallyHidden } from '@kado/ui';

import { NotificationNav } from '../../features/notifications/components/notification-nav';
import { SearchNav } from '../../features/search/components/search-nav';
import { useSession } from '../../features/session/api/get-session';
import { AccountMenu } from './account-menu';

/**
 * The site header: logo home, the catalog navigation and the account links. Below 48em the
 * navigation folds behind a menu button (aria-expanded; Escape closes it and returns focus).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.data?.signedIn === true;
  // Offline (the worker's shell) nobody is known: a signed-in shopper at the counter must not be
  // offered to sign in, so the account links wait for the BFF's answer.
  const signedOut = session.data?.signedIn === false;
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // The account menu's popover renders in here, inside the banner landmark, instead of at the end
  // of <body>: a screen reader walking the header meets "Sign out" there, and focus moving into
  // the menu stays inside the header (the phone navigation stays open).
  const [header, setHeader] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
  };

  // The open menu is part of the header: tabbing out of it into the page closes it.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <Container ref={setHeader} className="site-header" onBlur={closeWhenFocusLeaves}>
      <Link to="/" className="site-header__home" onClick={close}>
        <Logo name={PRODUCT_NAME} />
        <VisuallyHidden>{t('nav.home')}</VisuallyHidden>
      </Link>
      <div className="site-header__tools">
        <SearchNav />
        {signedIn && <NotificationNav />}
      </div>
      <button
        ref={menuButton}
        type="button"
        className="site-header__menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <span className="site-header__menu-icon" aria-hidden="true" />
        {/* On the narrowest phones only the icon shows; the word stays the button's name. */}
        <span className="site-header__menu-label">{open ? t('nav.closeMenu') : t('nav.menu')}</span>
      </button>
      <nav id={menuId} className="site-header__nav" data-open={open} aria-label={t('nav.label')}>
        <ul className="site-header__links">
          <li>
            <NavLink to="/gift-items" onClick={close}>
              {t('nav.gifts')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/brand" onClick={close}>
              {t('nav.brands')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/category" onClick={close}>
              {t('nav.categories')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/popular-gifts" onClick={close}>
              {t('nav.popular')}
            </NavLink>
          </li>
        </ul>
        <ul className="site-header__links site-header__account">
          {signedIn ? (
            <>
              <li>
                <NavLink to="/top" onClick={close}>
                  {t('nav.wallet')}
                </NavLink>
              </li>
              <li>
                <AccountMenu onNavigate={close} portalContainer={header ?? undefined} />
              </li>
            </>
          ) : (
            signedOut && (
              <li>
                <NavLink to="/auth/login" className="site-header__sign-in" onClick={close}>
                  {t('nav.signIn')}
                </NavLink>
              </li>
            )
          )}
        </ul>
      </nav>
    </Container>
  );
}
