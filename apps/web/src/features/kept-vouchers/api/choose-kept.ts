import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import type { Voucher } from '@kado/shared/schemas';

import { chooseKept, saveKeptVouchers } from '../../../lib/kept-vouchers';
import { trpc } from '../../../lib/trpc';
import { KEPT_VOUCHERS_KEY } from './get-kept-vouchers';
import { KEPT_LIST_INPUT } from './sync-kept-vouchers';

export type KeepChoice =
  { readonly all: boolean } | { readonly id: string; readonly keep: boolean };

/**
 * "Keep on this device" for one voucher or for all: remembered in IndexedDB; a voucher kept again
 * is written at once from the last list the BFF gave.
 */
export function useChooseKept(accountTag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (choice: KeepChoice) => {
      await chooseKept(accountTag, choice);
      const last = queryClient.getQueryState<{ items: Voucher[] }>(
        getQueryKey(trpc.vouchers.list, KEPT_LIST_INPUT, 'query'),
      );
      if (last?.data) await saveKeptVouchers(accountTag, last.data.items, last.dataUpdatedAt);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEPT_VOUCHERS_KEY }),
  });
}
