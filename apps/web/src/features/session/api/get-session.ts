import type { SessionFacts } from '@kado/shared';
import type { SessionView } from '@kado/shared/schemas';

import { trpc } from '../../../lib/trpc';

/**
 * Who is signed in. Fetched once and kept (staleTime Infinity) until a locale change or sign-out
 * invalidates it; an ended session shows up as a 401 on the next request.
 */
export function useSession() {
  return trpc.session.me.useQuery(undefined, { staleTime: Infinity });
}

/** The facts the guards decide on. */
export function sessionFacts(view: SessionView): SessionFacts {
  return view.signedIn
    ? { signedIn: true, phoneVerified: view.phoneVerified }
    : { signedIn: false, phoneVerified: false };
}
