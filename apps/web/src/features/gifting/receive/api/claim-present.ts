import { trpc } from '../../../../lib/trpc';

/** Claims the gift into the signed-in shopper's wallet: their vouchers and notices change. */
export function useClaimPresent() {
  const utils = trpc.useUtils();
  return trpc.presents.claim.useMutation({
    onSuccess: () =>
      Promise.all([utils.vouchers.list.invalidate(), utils.notifications.invalidate()]),
  });
}
