import { useTranslation } from 'react-i18next';

import { switchLanguage } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';

/**
 * Stores the locale at the BFF (KADO_LANG, and the profile when signed in), switches the interface
 * to it, then refreshes every query: gift names and the session come back in the new language.
 */
export function useSetLocale() {
  const { i18n } = useTranslation();
  const utils = trpc.useUtils();
  return trpc.locale.set.useMutation({
    onSuccess: async ({ locale }) => {
      await switchLanguage(i18n, locale);
      await utils.invalidate();
    },
  });
}
