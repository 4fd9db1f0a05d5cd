import { RETRY_UNKNOWN_ONCE } from '../../../lib/spend-attempt';
import { trpc } from '../../../lib/trpc';

/**
 * Points for vouchers held for someone else (PRODUCT.md §10). The caller gives the idempotency key
 * (lib/spend-attempt.ts), so the one automatic retry after a lost answer spends the points once.
 * Whatever the answer, the balance, the sent gifts and the gift's stock may have changed.
 */
export function useSendPresent() {
  const utils = trpc.useUtils();
  return trpc.presents.send.useMutation({
    ...RETRY_UNKNOWN_ONCE,
    onSettled: (_data, _error, input) =>
      Promise.all([
        utils.points.invalidate(),
        utils.presents.sent.invalidate(),
        utils.catalog.gift.invalidate({ id: input.giftId }),
      ]),
  });
}
