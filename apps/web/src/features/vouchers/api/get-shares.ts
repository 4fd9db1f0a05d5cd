import { trpc } from '../../../lib/trpc';

/** The voucher's share links (revoked ones too); their tokens were shown only once. */
export function useShares(id: string) {
  return trpc.vouchers.shares.useQuery({ id });
}
