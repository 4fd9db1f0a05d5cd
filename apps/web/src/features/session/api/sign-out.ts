import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { signOut } from '../../../lib/bff';
import { trpc } from '../../../lib/trpc';

/**
 * Signs out at the BFF, forgets every cached answer, then follows the IdP's logout. Offline too:
 * the vouchers kept on this device go at once, the page goes on signed out (home, without a page
 * load the network could not serve) and the BFF hears of it when the network is back.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return useMutation({
    networkMode: 'always',
    mutationFn: signOut,
    onSuccess: (redirectTo) => {
      const locale = utils.session.me.getData()?.locale;
      queryClient.clear();
      if (redirectTo !== null) {
        window.location.assign(redirectTo);
        return;
      }
      if (locale) utils.session.me.setData(undefined, { signedIn: false, locale });
      void navigate('/');
    },
  });
}
