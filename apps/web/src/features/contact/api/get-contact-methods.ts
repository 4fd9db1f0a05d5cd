import { trpc } from '../../../lib/trpc';

/** How to reach support in the visitor's market (the account's, else the language's). */
export function useContactMethods() {
  return trpc.contact.methods.useQuery();
}
