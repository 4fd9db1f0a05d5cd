import { trpc } from '../../../lib/trpc';

/** Stops a share link from working. */
export function useRevokeShare() {
  const utils = trpc.useUtils();
  return trpc.vouchers.revokeShare.useMutation({
    onSuccess: (_nothing, input) =>
      Promise.all([
        utils.vouchers.shares.invalidate({ id: input.id }),
        utils.vouchers.get.invalidate({ id: input.id }),
      ]),
  });
}
