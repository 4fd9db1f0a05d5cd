import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GIFT, LINK_TOKEN, startGiftingBffDouble } from '../../test/gifting-bff-double';
import { DEMO_PROFILE } from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

type Double = Awaited<ReturnType<typeof startGiftingBffDouble>>;
let bff: Double;

afterEach(async () => {
  await bff.close();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openSendPage() {
  await renderApp(bff, `/gift-items/${GIFT.id}/send`);
  await screen.findByRole('heading', { level: 1, name: 'Send as a gift' });
  return screen.findByRole('button', { name: /^Send gift/ });
}

function stubClipboard() {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('sending a gift (/gift-items/:id/send)', () => {
  it('checks the form before sending anything', async () => {
    bff = await startGiftingBffDouble();
    await openSendPage();
    expect(screen.getByText(GIFT.name)).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add a passcode' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Passcode' }), '12a');
    await userEvent.click(screen.getByRole('button', { name: /^Send gift/ }));

    expect(await screen.findByText('Enter the name your friend knows you by.')).toBeTruthy();
    expect(screen.getByText('Enter exactly 4 digits.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(
      screen.getByText('Enter the name your friend knows you by.').closest('p')?.id,
    );
    expect(bff.presents.sends).toEqual([]);
  });

  it('sends with an idempotency key, then offers the link to copy when Web Share is missing', async () => {
    bff = await startGiftingBffDouble();
    const writeText = stubClipboard();
    await openSendPage();

    const designs = screen.getByRole('group', { name: 'Card design' });
    await userEvent.click(within(designs).getByRole('radio', { name: 'Thank you' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    const message = screen.getByRole('textbox', { name: /^Message/ });
    await userEvent.type(message, 'Thanks for everything');
    expect(screen.getByText('179 characters left')).toBeTruthy();
    // The sender's name comes from the profile.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' }).value).toBe(
      DEMO_PROFILE.displayName,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add a passcode' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Passcode' }), '4321');
    // Total and balance, as the exchange shows them.
    expect(screen.getByText('2,000 points')).toBeTruthy();
    expect(screen.getByText('15,500 points')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Send gift/ }));

    const heading = await screen.findByRole('heading', { name: 'Your gift is ready' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(bff.presents.sends).toHaveLength(1);
    const [sent] = bff.presents.sends;
    expect(sent).toMatchObject({
      giftId: GIFT.id,
      quantity: 2,
      design: 'thanks',
      message: 'Thanks for everything',
      senderName: DEMO_PROFILE.displayName,
      passcode: '4321',
    });
    expect(sent?.idempotencyKey).toMatch(UUID);

    const present = bff.presents.sent[0]!;
    const link = `${bff.origin}/receive?card=${present.id}#${LINK_TOKEN}`;
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Gift link' }).value).toBe(link);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    await waitFor(() => {
      expect(screen.getByText('Link copied').getAttribute('role')).toBe('status');
    });
    expect(
      screen.getByText(
        'Tell your friend the passcode separately, not in the same message as the link.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gifts I sent' }).getAttribute('href')).toBe(
      '/sent-gifts',
    );
  });

  it('hands the link to Web Share when the browser has it', async () => {
    bff = await startGiftingBffDouble();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await openSendPage();
    await userEvent.click(screen.getByRole('button', { name: /^Send gift/ }));

    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    const present = bff.presents.sent[0]!;
    expect(share).toHaveBeenCalledWith({
      title: `A gift from ${DEMO_PROFILE.displayName ?? ''}`,
      text: `${DEMO_PROFILE.displayName ?? ''} sent you a gift on Kado: ${GIFT.name}`,
      url: `${bff.origin}/receive?card=${present.id}#${LINK_TOKEN}`,
    });
    // No passcode, no reminder.
    expect(screen.queryByText(/passcode separately/)).toBeNull();
  });

  it('says how many gifts may wait when the sender reached the limit', async () => {
    bff = await startGiftingBffDouble(
      {},
      { sendRefusal: { code: 'GIFT_LIMIT', status: 'FORBIDDEN', details: { limit: 20 } } },
    );
    await openSendPage();
    await userEvent.click(screen.getByRole('button', { name: /^Send gift/ }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'You can have at most 20 gifts waiting to be accepted. Send another once one is accepted or returned.',
    );
    expect(screen.queryByRole('heading', { name: 'Your gift is ready' })).toBeNull();
    // A refusal ends the attempt: sending again is a new attempt with a new key.
    await userEvent.click(screen.getByRole('button', { name: /^Send gift/ }));
    await waitFor(() => {
      expect(bff.presents.sends).toHaveLength(2);
    });
    expect(bff.presents.sends[1]?.idempotencyKey).not.toBe(bff.presents.sends[0]?.idempotencyKey);
  });

  it('sends a lost attempt again with the same key, so the points are spent once', async () => {
    bff = await startGiftingBffDouble({}, { failingSends: 1 });
    await openSendPage();
    await userEvent.click(screen.getByRole('button', { name: /^Send gift/ }));

    await screen.findByRole('heading', { name: 'Your gift is ready' });
    expect(bff.presents.sends).toHaveLength(2);
    expect(bff.presents.sends[1]?.idempotencyKey).toBe(bff.presents.sends[0]?.idempotencyKey);
  });
});
