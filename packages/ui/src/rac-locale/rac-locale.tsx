import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

import { useUi } from '../ui-provider/ui-provider';

/**
 * React Aria's own words (e.g. "Dismiss") and reading order follow the UiProvider's locale, not the
 * browser's. Only parts built on React Aria use it, so the library stays out of pages without them.
 */
export function RacLocale({ children }: { children: ReactNode }) {
  const { iso } = useUi();
  return <I18nProvider locale={iso}>{children}</I18nProvider>;
}
