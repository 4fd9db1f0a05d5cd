import { trpc } from '../../../lib/trpc';

/**
 * Points for vouchers. The caller gives the idempotency key (see exchange-attempt.ts). Whatever
 * the answer, the balance, the vouchers, the notifications and the gift's stock may have changed.
 */
export function useCreateExchange() {
  const utils = trpc.useUtils();
  return trpc.exchanges.create.useMutation({
    onSettled: (_data, _error, input) =>
      Promise.all([
        utils.points.invalidate(),
        utils.vouchers.list.invalidate(),
        utils.notifications.invalidate(),
        utils.catalog.gift.invalidate({ id: input.giftId }),
      ]),
  });
}
