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

  it("leads the sender's gift notices to the gifts they sent, and the recipient's to My gifts", () => {
    const presentId = '00000000-0000-4000-8000-0000000000bb';
    const params = { presentId, giftId: 'g1', quantity: 1 };
    for (const kind of [
      'present_opened',
      'present_claimed',
      'present_declined',
      'present_returned',
      'present_locked',
    ] as const) {
      expect(notificationSubject({ ...base, kind, params, giftName: 'Iced Latte' })).toBe(
        '/sent-gifts',
      );
    }
    expect(
      notificationSubject({
        ...base,
        kind: 'present_received',
        params: { ...params, senderName: 'Mei' },
        giftName: 'Iced Latte',
      }),
    ).toBe('/my-gift');
  });
});
