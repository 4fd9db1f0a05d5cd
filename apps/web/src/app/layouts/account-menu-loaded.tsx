import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Menu, MenuButton, MenuItem, MenuTrigger } from '@kado/ui';

import { useSignOut } from '../../features/session/api/sign-out';

const DESTINATIONS = {
  account: '/account-info',
  wallet: '/top',
  history: '/charge-history',
  gifts: '/my-gift',
  merge: '/point-merge',
} as const;
type Destination = keyof typeof DESTINATIONS;

function isDestination(key: Key): key is Destination {
  return typeof key === 'string' && key in DESTINATIONS;
}

/** The account menu itself, opened at once: it replaces the plain button that was pressed. */
export default function AccountMenuLoaded({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [isOpen, setOpen] = useState(true);

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <MenuButton variant="ghost" className="site-header__account-button">
        {t('accountMenu.label')}
      </MenuButton>
      <Menu
        placement="bottom end"
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
        <MenuItem id="merge">{t('accountMenu.merge')}</MenuItem>
        <MenuItem id="sign-out">{t('accountMenu.signOut')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
