import { RETRY_UNKNOWN_ONCE } from '../../../lib/spend-attempt';
import { trpc } from '../../../lib/trpc';

/**
 * Points for vouchers. The caller gives the idempotency key (lib/spend-attempt.ts). Whatever
 * the answer, the balance, the vouchers, the notifications and the gift's stock may have changed.
 * An unknown outcome is retried once by itself (RETRY_UNKNOWN_ONCE); if that fails too, the panel
 * offers to try again.
 */
export function useCreateExchange() {
  const utils = trpc.useUtils();
  return trpc.exchanges.create.useMutation({
    ...RETRY_UNKNOWN_ONCE,
    onSettled: (_data, _error, input) =>
      Promise.all([
        utils.points.invalidate(),
        utils.vouchers.list.invalidate(),
        utils.notifications.invalidate(),
        utils.catalog.gift.invalidate({ id: input.giftId }),
      ]),
  });
}
