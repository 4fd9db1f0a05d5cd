import { trpc } from '../../../../lib/trpc';

/** Declines the gift, with an optional thank-you line for the sender; no session needed. */
export function useDeclinePresent() {
  return trpc.presents.decline.useMutation();
}
