import { describe, expect, it } from 'vitest';

import { notificationSubject } from './notification-subject';

const base = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-06-01T00:00:00.000Z',
  readAt: null,
};
const expiresAt = '2026-07-01T00:00:00.000Z';

describe('notification subjects', () => {
  it('links each kind to what it is about', () => {
    const voucherId = '00000000-0000-4000-8000-0000000000aa';
    expect(
      notificationSubject({
        ...base,
        kind: 'voucher_issued',
        params: { voucherId, giftId: 'g', expiresAt },
        giftName: 'Iced Latte',
      }),
    ).toBe(`/gift-items/${voucherId}/gift-detail`);
    expect(
      notificationSubject({
        ...base,
        kind: 'box_received',
        params: { boxId: voucherId, points: 500, expiresAt },
      }),
    ).toBe('/point-merge');
    expect(
      notificationSubject({
        ...base,
        kind: 'points_expiring',
        params: { lotId: voucherId, points: 500, expiresAt, daysBefore: 7 },
      }),
    ).toBe('/expiration-point');
  });
});
