import { trpc } from '../../../lib/trpc';

/** Sends the contact form; the answer is the ticket, whose reference the shopper keeps. */
export function useCreateTicket() {
  const utils = trpc.useUtils();
  return trpc.contact.createTicket.useMutation({
    onSuccess: async () => {
      await utils.contact.tickets.invalidate();
    },
  });
}

/** Sends a signed-out visitor's contact form, which must name where to answer. */
export function useCreateGuestTicket() {
  return trpc.contact.createGuestTicket.useMutation();
}
