import { useMutation, useQueryClient } from '@tanstack/react-query';

import { signOut } from '../../../lib/bff';

/**
 * Signs out at the BFF, forgets every cached answer, then follows the IdP's logout. Offline too:
 * the vouchers kept on this device go at once and the BFF hears of it when the network is back.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: signOut,
    onSuccess: (redirectTo) => {
      queryClient.clear();
      window.location.assign(redirectTo);
    },
  });
}
