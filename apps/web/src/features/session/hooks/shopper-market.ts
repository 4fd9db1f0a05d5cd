/**
 * The market whose clock and calling code the shopper sees: the signed-in account's market (from its
 * verified phone) once known, else the market of the language in use.
 */
import type { MarketCode } from '@kado/shared';
import type { SessionView } from '@kado/shared/schemas';

import { useLocale } from '../../../lib/i18n';
import { useSession } from '../api/get-session';

export function shopperMarket(session: SessionView | undefined, languageMarket: MarketCode) {
  return (session?.signedIn === true ? session.market : null) ?? languageMarket;
}

export function useShopperMarket(): MarketCode {
  const session = useSession().data;
  return shopperMarket(session, useLocale().market);
}

/** Anyone whose phone has not fixed an account market may browse another market's catalog. */
export function useCanChooseMarket(): boolean {
  const session = useSession().data;
  return !(session?.signedIn === true && session.phoneVerified);
}
