import { trpc } from '../../../lib/trpc';

/** Sends a one-time code by SMS to the number; answers when the next one may be asked for. */
export function useRequestOtp() {
  return trpc.phone.requestOtp.useMutation();
}
