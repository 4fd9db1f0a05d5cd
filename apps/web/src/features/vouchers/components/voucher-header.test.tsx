import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_UI_STRINGS, UiProvider } from '@kado/ui';

import { RuntimeConfigProvider } from '../../../config/runtime-config-context';
import { TEST_CONFIG } from '../../../test/render-app';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { aVoucher } from '../../../test/vouchers';
import { VoucherHeader } from './voucher-header';

describe('the voucher header', () => {
  it('says the voucher is valid until a day of the market, with no clock time', async () => {
    // 20:26 UTC on 9 December is 04:26 on 10 December in Singapore.
    const voucher = aVoucher('931234', { expiresAt: '2026-12-09T20:26:00.000Z' });
    await renderWithI18n(
      <RuntimeConfigProvider config={TEST_CONFIG}>
        <UiProvider strings={DEFAULT_UI_STRINGS} iso="en-SG" timeZone="Asia/Singapore">
          <VoucherHeader voucher={voucher} />
        </UiProvider>
      </RuntimeConfigProvider>,
    );
    const validity = screen.getByText('Valid until').nextElementSibling;
    // The day, then the count-down: "10 Dec 2026, 4:26 am" would be a clock time.
    expect(validity?.textContent?.split(' · ')[0]).toBe('10 Dec 2026');
  });
});
