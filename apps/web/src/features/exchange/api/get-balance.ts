import { trpc } from '../../../lib/trpc';

/** The balance the confirmation compares the cost with; asked only of a signed-in shopper. */
export function useSpendableBalance(enabled: boolean) {
  return trpc.points.balance.useQuery(undefined, { enabled });
}
