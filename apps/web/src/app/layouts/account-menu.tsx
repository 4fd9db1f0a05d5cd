import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@kado/ui';

import { importWithReload } from '../../lib/chunk-reload';

// React Aria's menu loads on the first press only, so the first load of a page carries none of it.
const LoadedMenu = lazy(() => importWithReload(() => import('./account-menu-loaded')));

export interface AccountMenuProps {
  onNavigate: () => void;
  /** Where its popover renders: inside the header, so it is part of the banner landmark. */
  portalContainer?: Element;
}

/**
 * The header's account menu (account, wallet pages, sign out). A plain button until first pressed;
 * then the real menu (arrow keys, typeahead, Escape) takes its place, already open.
 */
export function AccountMenu({ onNavigate, portalContainer }: AccountMenuProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setWanted(true);
      }}
    >
      {t('accountMenu.label')}
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedMenu onNavigate={onNavigate} portalContainer={portalContainer} />
    </Suspense>
  );
}
