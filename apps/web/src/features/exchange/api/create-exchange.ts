import { apiErrorInfo, trpc } from '../../../lib/trpc';
import { outcomeOfError } from '../hooks/exchange-attempt';

/** After an unknown outcome, the same attempt goes once more by itself, this much later. */
const RETRY_DELAY_MS = 1000;

/**
 * Points for vouchers. The caller gives the idempotency key (see exchange-attempt.ts). Whatever
 * the answer, the balance, the vouchers, the notifications and the gift's stock may have changed.
 *
 * A server that died under the request (a dropped connection, the gateway's 502, a 503) leaves
 * the outcome unknown: the same request, with its key, is sent once more by itself, so a replica
 * lost mid-exchange costs the shopper a second, not an error (PRODUCT.md §12). The wallet answers
 * it once whichever replica it reaches. If that fails too, the panel offers to try again.
 */
export function useCreateExchange() {
  const utils = trpc.useUtils();
  return trpc.exchanges.create.useMutation({
    retry: (failures, error) =>
      failures < 1 && outcomeOfError(apiErrorInfo(error)?.status) === 'unknown',
    retryDelay: RETRY_DELAY_MS,
    onSettled: (_data, _error, input) =>
      Promise.all([
        utils.points.invalidate(),
        utils.vouchers.list.invalidate(),
        utils.notifications.invalidate(),
        utils.catalog.gift.invalidate({ id: input.giftId }),
      ]),
  });
}
