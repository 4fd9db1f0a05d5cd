import { useQueryClient } from '@tanstack/react-query';

import { trpc } from '../../../lib/trpc';

/** Deletes the account for good, forgets every cached answer and follows the IdP's logout. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return trpc.profile.delete.useMutation({
    onSuccess: ({ redirectTo }) => {
      queryClient.clear();
      window.location.assign(redirectTo);
    },
  });
}
