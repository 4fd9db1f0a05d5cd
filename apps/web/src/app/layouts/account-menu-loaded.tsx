import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Menu, MenuButton, MenuItem, MenuTrigger } from '@kado/ui';

import { useSignOut } from '../../features/session/api/sign-out';
import type { AccountMenuProps } from './account-menu';

const DESTINATIONS = {
  account: '/account-info',
  wallet: '/top',
  history: '/charge-history',
  gifts: '/my-gift',
  sent: '/sent-gifts',
  merge: '/point-merge',
} as const;
type Destination = keyof typeof DESTINATIONS;

function isDestination(key: Key): key is Destination {
  return typeof key === 'string' && key in DESTINATIONS;
}

/** The account menu itself, opened at once: it replaces the plain button that was pressed. */
export default function AccountMenuLoaded({ onNavigate, portalContainer }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Opens once its button has taken the focus from the placeholder it replaced (autoFocus): the
  // menu returns the focus (Escape, a choice) to what had it when it opened, and the removed
  // placeholder would leave it on <body>.
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <MenuButton
        variant="ghost"
        className="site-header__account-button"
        autoFocus
        onFocus={() => {
          if (opened) return;
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('accountMenu.label')}
      </MenuButton>
      <Menu
        placement="bottom end"
        portalContainer={portalContainer}
        autoFocus="first"
        aria-label={t('accountMenu.label')}
        onAction={(key) => {
          if (key === 'sign-out') {
            signOut.mutate();
            return;
          }
          if (!isDestination(key)) return;
          onNavigate();
          void navigate(DESTINATIONS[key]);
        }}
      >
        <MenuItem id="account">{t('accountMenu.account')}</MenuItem>
        <MenuItem id="wallet">{t('accountMenu.wallet')}</MenuItem>
        <MenuItem id="history">{t('accountMenu.history')}</MenuItem>
        <MenuItem id="gifts">{t('accountMenu.gifts')}</MenuItem>
        <MenuItem id="sent">{t('pages.sentGifts.title')}</MenuItem>
        <MenuItem id="merge">{t('accountMenu.merge')}</MenuItem>
        <MenuItem id="sign-out">{t('accountMenu.signOut')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
