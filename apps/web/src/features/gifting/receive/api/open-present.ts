import { trpc } from '../../../../lib/trpc';

/**
 * Opens the card behind a link's token. A mutation (the token stays in the request body, and the
 * first open tells the sender), so the page fires it once per token, not on every render.
 */
export function useOpenPresent() {
  return trpc.presents.open.useMutation();
}
