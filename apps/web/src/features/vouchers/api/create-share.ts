import { trpc } from '../../../lib/trpc';

/** A new share link: its address is shown once, so the caller shares or copies it at once. */
export function useCreateShare() {
  const utils = trpc.useUtils();
  return trpc.vouchers.share.useMutation({
    onSuccess: (_share, input) =>
      Promise.all([utils.vouchers.shares.invalidate(input), utils.vouchers.get.invalidate(input)]),
  });
}
