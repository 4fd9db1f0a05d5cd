/** My vouchers in three tabs (PRODUCT.md §2): which statuses each shows and in what order. */
import type { Voucher, VoucherStatus } from '@kado/shared/schemas';

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

/** Soonest expiry first; vouchers that can no longer be used show the most recent first. */
export function sortForTab<T extends Pick<Voucher, 'expiresAt' | 'id'>>(
  vouchers: readonly T[],
  tab: VoucherTab,
): T[] {
  const direction = tab === 'active' ? 1 : -1;
  return [...vouchers].sort(
    (a, b) =>
      direction * (Date.parse(a.expiresAt) - Date.parse(b.expiresAt)) || a.id.localeCompare(b.id),
  );
}
