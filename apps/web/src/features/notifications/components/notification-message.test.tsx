import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import type { Notification } from '@kado/shared/schemas';

import { createI18n } from '../../../lib/i18n';
import { useNotificationMessage } from './notification-panel';

const voucherIssued = (giftName: string | null): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-06-01T00:00:00.000Z',
  readAt: null,
  kind: 'voucher_issued',
  params: {
    voucherId: '00000000-0000-4000-8000-0000000000aa',
    giftId: 'kopi-lane-iced-latte-sg',
    expiresAt: '2026-08-30T04:00:00.000Z',
  },
  giftName,
});

function Message({ notification }: { notification: Notification }) {
  return <p>{useNotificationMessage()(notification)}</p>;
}

describe('notification texts', () => {
  it('name the gift of a voucher notice, and do without when the gift is gone', async () => {
    const i18n = await createI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Message notification={voucherIssued('Kopi & Co Iced Latte')} />
      </I18nextProvider>,
    );
    expect(screen.getByText(/^Your Kopi & Co Iced Latte voucher is ready\./)).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Message notification={voucherIssued(null)} />
      </I18nextProvider>,
    );
    expect(screen.getByText(/^Your new voucher is ready\./)).toBeTruthy();
  });
});
