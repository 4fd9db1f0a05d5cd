import { useMutation, useQueryClient } from '@tanstack/react-query';

import { signOut } from '../../../lib/bff';

/** Signs out at the BFF, forgets every cached answer, then follows the IdP's logout. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: (redirectTo) => {
      queryClient.clear();
      window.location.assign(redirectTo);
    },
  });
}
