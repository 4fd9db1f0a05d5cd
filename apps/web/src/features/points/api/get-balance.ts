import { trpc } from '../../../lib/trpc';

/** The signed-in user's balance, expiring-soon amount and next expiry. */
export function useBalance() {
  return trpc.points.balance.useQuery();
}
