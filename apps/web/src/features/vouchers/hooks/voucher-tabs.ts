/** My vouchers in three tabs (PRODUCT.md §2): which statuses each shows and in what order. */
import type { Voucher, VoucherSort, VoucherStatus } from '@kado/shared/schemas';

export const VOUCHER_TABS = ['active', 'used', 'expired'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

/** Refunded vouchers can no longer be used either: they sit with the expired ones, marked as such. */
export const TAB_STATUSES: Readonly<Record<VoucherTab, readonly VoucherStatus[]>> = {
  active: ['active'],
  used: ['used'],
  expired: ['expired', 'refunded'],
};

export const EXPIRES_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

export function parseTab(value: string | null): VoucherTab {
  return VOUCHER_TABS.find((tab) => tab === value) ?? 'active';
}

/** An active voucher whose last day is within the next 7 days. */
export function expiresSoon(voucher: Pick<Voucher, 'status' | 'expiresAt'>, now: number): boolean {
  if (voucher.status !== 'active') return false;
  const left = Date.parse(voucher.expiresAt) - now;
  return left > 0 && left <= EXPIRES_SOON_DAYS * DAY_MS;
}

export interface VoucherListQuery {
  readonly status: VoucherStatus;
  readonly sort: VoucherSort;
}

/**
 * What the wallet is asked for each list a tab shows. The active tab comes from the wallet in
 * soonest-expiry order, which holds across every page (sorting the loaded pages would put a
 * voucher of page 3 that expires tomorrow below those already shown).
 */
export function tabQueries(tab: VoucherTab): readonly VoucherListQuery[] {
  const sort: VoucherSort = tab === 'active' ? 'expiry' : 'newest';
  return TAB_STATUSES[tab].map((status) => ({ status, sort }));
}

/**
 * The expired tab merges two lists (expired and refunded): most recent expiry first. A single list
 * keeps the wallet's order.
 */
export function mergeLists<T extends Pick<Voucher, 'expiresAt' | 'id'>>(
  lists: readonly (readonly T[])[],
): T[] {
  if (lists.length <= 1) return [...(lists[0] ?? [])];
  return lists
    .flat()
    .sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt) || a.id.localeCompare(b.id));
}
