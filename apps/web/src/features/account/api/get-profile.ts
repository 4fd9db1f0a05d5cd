import { trpc } from '../../../lib/trpc';

/** The wallet account: display name, e-mail, phone and its verification, market, language. */
export function useProfile() {
  return trpc.profile.get.useQuery();
}
