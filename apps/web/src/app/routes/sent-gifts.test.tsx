import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { GIFT, makePresent, startGiftingBffDouble } from '../../test/gifting-bff-double';
import { renderApp } from '../../test/render-app';

type Double = Awaited<ReturnType<typeof startGiftingBffDouble>>;
let bff: Double;

afterEach(async () => {
  await bff.close();
});

const changedAt = '2026-06-03T12:00:00.000Z';

function everyState() {
  return [
    makePresent({ state: 'sent' }),
    makePresent({ state: 'opened', hasPasscode: true, locked: true, quantity: 2 }),
    makePresent({ state: 'claimed' }),
    makePresent({ state: 'declined', note: 'Thank you so much!' }),
    makePresent({ state: 'cancelled' }),
    makePresent({ state: 'returned' }),
  ].map((present) =>
    present.state === 'sent'
      ? present
      : {
          ...present,
          history: [
            ...present.history,
            { from: 'sent' as const, to: present.state, at: changedAt },
          ],
        },
  );
}

async function openList() {
  await renderApp(bff, '/sent-gifts');
  const list = await screen.findByRole('list', { name: 'Gifts I sent' });
  await within(list).findAllByText(new RegExp(GIFT.name));
  return list;
}

describe('the gifts I sent (/sent-gifts)', () => {
  it('says where each gift stands in words, and offers Cancel only before it is claimed', async () => {
    bff = await startGiftingBffDouble({}, { sent: everyState() });
    const list = await openList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const states = ['Sent', 'Opened', 'Claimed', 'Declined', 'Cancelled', 'Returned'];
    items.forEach((item, index) => {
      expect(within(item).getByText(states[index]!)).toBeTruthy();
      expect(within(item).getByText('Birthday')).toBeTruthy();
    });
    expect(within(items[0]!).getByRole('heading').textContent).toBe(`${GIFT.name} ×1`);
    expect(within(items[1]!).getByRole('heading').textContent).toBe(`${GIFT.name} ×2`);
    expect(
      items.map((item) => within(item).queryByRole('button', { name: 'Cancel gift' }) !== null),
    ).toEqual([true, true, false, false, false, false]);
    expect(within(items[1]!).getByText('Locked after wrong passcodes')).toBeTruthy();
    expect(within(items[3]!).getByText('Thank you so much!')).toBeTruthy();
    // Dates through the app's pipes: sent, claim until while open, and the last change.
    expect(within(items[0]!).getByText('Claim until')).toBeTruthy();
    expect(within(items[0]!).queryByText('Last change')).toBeNull();
    expect(within(items[2]!).getByText('Last change')).toBeTruthy();
    expect(within(items[2]!).queryByText('Claim until')).toBeNull();
    // Never whether the recipient used the voucher.
    expect(list.textContent).not.toMatch(/used|redeemed/i);
  });

  it('cancels a gift through the confirm dialog and says the points came back', async () => {
    const [waiting] = everyState();
    bff = await startGiftingBffDouble({}, { sent: [waiting!] });
    const list = await openList();

    await userEvent.click(within(list).getByRole('button', { name: 'Cancel gift' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this gift?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(bff.presents.cancels).toEqual([]);

    await userEvent.click(within(list).getByRole('button', { name: 'Cancel gift' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this gift?' });
    expect(dialog.textContent).toContain('1,000 points come back to your balance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel gift' }));

    await waitFor(() => {
      expect(
        screen.getByText('Gift cancelled. 1,000 points came back to your balance.'),
      ).toBeTruthy();
    });
    expect(
      screen
        .getByText('Gift cancelled. 1,000 points came back to your balance.')
        .getAttribute('role'),
    ).toBe('status');
    expect(bff.presents.cancels).toEqual([waiting!.id]);
    const item = within(screen.getByRole('list', { name: 'Gifts I sent' })).getByRole('listitem');
    await within(item).findByText('Cancelled');
    expect(within(item).queryByRole('button', { name: 'Cancel gift' })).toBeNull();
  });

  it('shows more on request', async () => {
    bff = await startGiftingBffDouble(
      {},
      { sent: Array.from({ length: 3 }, () => makePresent()), pageSize: 2 },
    );
    const list = await openList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('leads to the catalog when no gift was sent yet', async () => {
    bff = await startGiftingBffDouble();
    await renderApp(bff, '/sent-gifts');
    await screen.findByRole('heading', { name: "You haven't sent any gifts yet" });
    expect(screen.getByRole('link', { name: 'Browse gifts' }).getAttribute('href')).toBe(
      '/gift-items',
    );
  });
});
