import { trpc } from '../../../lib/trpc';

/** The balance the send form compares the total with. */
export function useSpendableBalance() {
  return trpc.points.balance.useQuery();
}
