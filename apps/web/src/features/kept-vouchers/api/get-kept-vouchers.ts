import { useQuery } from '@tanstack/react-query';

import { readKeptVouchers } from '../../../lib/kept-vouchers';

export const KEPT_VOUCHERS_KEY = ['kept-vouchers'] as const;

/** What this device keeps for offline use (IndexedDB): read offline too, never from the network. */
export function useKeptVouchers() {
  return useQuery({
    queryKey: KEPT_VOUCHERS_KEY,
    queryFn: () => readKeptVouchers(),
    networkMode: 'always',
    staleTime: 0,
  });
}
