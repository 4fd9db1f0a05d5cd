// Far from the market on purpose: the browser's clock must not decide which day a lot expires on.
// Set before any Date or Intl formatter is made in this file's process.
process.env.TZ = 'America/Los_Angeles';

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DEMO_BALANCE,
  SIGNED_IN_VIEW,
  startBffDouble,
  type BffDouble,
} from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

let bff: BffDouble;

/** An account whose verified +65 phone makes Singapore its market. */
const SINGAPORE = { ...SIGNED_IN_VIEW, phoneVerified: true, market: 'SG' } as const;

beforeEach(() => {
  // Only the date: the lot is due in eleven days, inside "expiring soon".
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T06:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  await bff.close();
});

describe('/top in a browser far from the market', () => {
  it("shows a lot's expiry on the market's day on the card and in the list", async () => {
    // 16:30 UTC on 9 December is 00:30 on 10 December in Singapore (and 08:30 on the 9th in LA).
    const expiresAt = '2026-12-09T16:30:00.000Z';
    bff = await startBffDouble({
      session: SINGAPORE,
      balance: { ...DEMO_BALANCE, nextExpiry: { expiresAt, points: 1200 } },
      lots: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          source: 'charge',
          amount: 1200,
          remaining: 1200,
          status: 'active',
          expiresAt,
          createdAt: '2026-06-12T16:30:00.000Z',
        },
      ],
    });
    expect(new Date(expiresAt).getDate()).toBe(9);
    await renderApp(bff, '/top');

    const card = await screen.findByRole('region', { name: 'Your points' });
    expect(card.textContent).toContain('10 December 2026');
    expect(card.textContent).not.toContain('9 December');
    const list = await screen.findByRole('list', { name: 'Upcoming expiries' });
    const day = within(list).getByTestId('expiry-day');
    expect(day.querySelector('time')?.textContent).toBe('10 December 2026');
    expect(day.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-10');
  });
});
