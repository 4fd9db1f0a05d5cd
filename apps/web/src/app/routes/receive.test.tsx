import { createServer, type Server } from 'node:http';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCError, initTRPC } from '@trpc/server';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { ErrorCode, PublicErrorDetails } from '@kado/shared';
import type { ReceivedPresent, SessionView } from '@kado/shared/schemas';

import { SIGNED_IN_VIEW, SIGNED_OUT_VIEW, type BffDouble } from '../../test/bff-double';
import { renderApp } from '../../test/render-app';
import { PRESENT_TOKEN_STORAGE_KEY } from '../../features/gifting/receive/hooks/present-token';

const CARD_ID = '6f1c2b1e-4d7a-4a52-9a0e-3c2f8b7d9e10';
const TOKEN = 'Ab3_dEf-GhIjKlMnOpQrStUvWxYz0123456789abcde';

const CARD: ReceivedPresent = {
  design: 'birthday',
  message: 'Happy birthday, Ana!\nCoffee is on me.',
  senderName: 'Mei',
  gift: {
    id: 'g1',
    name: 'Iced latte',
    brand: { id: 'b1', name: 'Kopi House' },
    category: { id: 'c1', name: 'Food' },
    points: 1200,
    imagePath: 'gifts/g1.webp',
    market: 'SG',
  },
  quantity: 2,
  validityDays: 30,
  vouchersExpireAt: '2026-12-27T00:00:00.000Z',
  state: 'opened',
  claimUntil: '2026-12-04T00:00:00.000Z',
  needsPasscode: false,
  locked: false,
};

interface Refusal {
  code: ErrorCode;
  details?: PublicErrorDetails;
}

interface PresentsState {
  session: SessionView;
  card: ReceivedPresent;
  claimRefusal: Refusal | null;
  opens: string[];
  claims: { token: string; passcode?: string | undefined }[];
  declines: { token: string; note?: string | undefined }[];
}

/** The BFF double of bff-double.ts, with the presents procedures this page calls. */
async function startPresentsBff(initial: Partial<PresentsState> = {}) {
  const state: PresentsState = {
    session: SIGNED_OUT_VIEW,
    card: CARD,
    claimRefusal: null,
    opens: [],
    claims: [],
    declines: [],
    ...initial,
  };
  const t = initTRPC.create({
    errorFormatter: ({ shape, error }) => {
      const cause = error.cause as { code?: ErrorCode; details?: PublicErrorDetails } | undefined;
      return {
        ...shape,
        data: { ...shape.data, productCode: cause?.code ?? 'INTERNAL', details: cause?.details },
      };
    },
  });
  const refuse = ({ code, details }: Refusal) =>
    new TRPCError({
      code: 'FORBIDDEN',
      message: code,
      cause: Object.assign(new Error(code), { code, details }),
    });
  const token = z.string();
  const router = t.router({
    session: t.router({ me: t.procedure.query(() => state.session) }),
    presents: t.router({
      open: t.procedure.input(z.object({ token }).strict()).mutation(({ input }) => {
        state.opens.push(input.token);
        return state.card;
      }),
      claim: t.procedure
        .input(z.object({ token, passcode: z.string().optional() }).strict())
        .mutation(({ input }) => {
          state.claims.push(input);
          if (state.claimRefusal) throw refuse(state.claimRefusal);
          return { state: 'claimed' as const, voucherIds: ['v1', 'v2'] };
        }),
      decline: t.procedure
        .input(
          z
            .object({ token, passcode: z.string().optional(), note: z.string().optional() })
            .strict(),
        )
        .mutation(({ input }) => {
          state.declines.push(input);
          return { state: 'declined' as const };
        }),
    }),
  });
  const handler = createHTTPHandler({ router, basePath: '/trpc/' });
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/trpc/')) {
      handler(req, res);
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    state,
    origin: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

let bff: Awaited<ReturnType<typeof startPresentsBff>>;

/** renderApp only needs the double's origin. */
const render = (path: string) => renderApp(bff as unknown as BffDouble, path);

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(async () => {
  await bff.close();
});

describe('the link’s token', () => {
  it('is read from the fragment, kept in this tab and taken out of the address bar', async () => {
    bff = await startPresentsBff();
    const { app } = await render(`/receive?card=${CARD_ID}#${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Mei sent you a gift' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe(`/receive?card=${CARD_ID}`);
    expect(JSON.parse(sessionStorage.getItem(PRESENT_TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      card: CARD_ID,
      token: TOKEN,
    });
    // Opened once, with the token in the body only.
    expect(bff.state.opens).toEqual([TOKEN]);
    expect(app.router.state.location.pathname).toBe('/receive');

    // The card: greeting and sender as text, the message with its line breaks, the gift.
    expect(screen.getByRole('img', { name: 'Happy birthday!' })).toBeTruthy();
    expect(screen.getByText('From Mei')).toBeTruthy();
    expect(screen.getByText(/Happy birthday, Ana!\s+Coffee is on me\./).textContent).toBe(
      CARD.message,
    );
    expect(screen.getByText('Iced latte')).toBeTruthy();
    expect(screen.getByText('× 2')).toBeTruthy();
    expect(screen.getByText('(valid for 30 days)')).toBeTruthy();
    const image = document.querySelector<HTMLImageElement>('.receive-card__image');
    expect(image?.getAttribute('src')).toBe('/cards/birthday/en.png');
  });

  it('comes from this tab’s storage when the page opens without a fragment', async () => {
    sessionStorage.setItem(
      PRESENT_TOKEN_STORAGE_KEY,
      JSON.stringify({ card: CARD_ID, token: TOKEN }),
    );
    bff = await startPresentsBff();
    await render(`/receive?card=${CARD_ID}`);
    expect(await screen.findByRole('heading', { name: 'Mei sent you a gift' })).toBeTruthy();
    expect(bff.state.opens).toEqual([TOKEN]);
  });

  it('that is malformed says so, links home and asks nothing of the BFF', async () => {
    bff = await startPresentsBff();
    await render(`/receive?card=${CARD_ID}#not-a-token`);
    expect(
      await screen.findByRole('heading', { name: "This gift link doesn't work" }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('looks incomplete');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(bff.state.opens).toEqual([]);
  });
});

describe('a signed-out recipient', () => {
  it('is offered sign-in and sign-up links that come back to the card', async () => {
    bff = await startPresentsBff();
    await render(`/receive?card=${CARD_ID}#${TOKEN}`);
    const back = encodeURIComponent(`/receive?card=${CARD_ID}`);
    const signIn = await screen.findByRole('link', { name: 'Sign in to claim' });
    expect(signIn.getAttribute('href')).toBe(`/auth/login?redirect=${back}`);
    expect(
      screen.getByRole('link', { name: 'Create an account to claim' }).getAttribute('href'),
    ).toBe(`/auth/register?redirect=${back}`);
    expect(screen.queryByRole('button', { name: 'Claim gift' })).toBeNull();
  });

  it('declines with a thank-you note', async () => {
    bff = await startPresentsBff();
    await render(`/receive?card=${CARD_ID}#${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const note = screen.getByRole('textbox', { name: /Thank-you note/ });
    await waitFor(() => {
      expect(document.activeElement).toBe(note);
    });
    await userEvent.type(note, 'Thank you so much!');
    await userEvent.click(screen.getByRole('button', { name: 'Decline gift' }));

    const heading = await screen.findByRole('heading', { name: 'Gift declined' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(bff.state.declines).toEqual([{ token: TOKEN, note: 'Thank you so much!' }]);
    expect(sessionStorage.getItem(PRESENT_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('a signed-in recipient', () => {
  it('claims the gift and is sent on to My gifts', async () => {
    bff = await startPresentsBff({ session: SIGNED_IN_VIEW });
    await render(`/receive?card=${CARD_ID}#${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim gift' }));

    const heading = await screen.findByRole('heading', { name: 'The gift is yours' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(screen.getByText('The 2 vouchers are now in My gifts, ready to use.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open My gifts' }).getAttribute('href')).toBe(
      '/my-gift',
    );
    expect(bff.state.claims).toEqual([{ token: TOKEN }]);
    expect(sessionStorage.getItem(PRESENT_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is told how many passcode tries are left after a wrong one', async () => {
    bff = await startPresentsBff({
      session: SIGNED_IN_VIEW,
      card: { ...CARD, needsPasscode: true },
      claimRefusal: { code: 'PASSCODE_WRONG', details: { triesLeft: 3 } },
    });
    await render(`/receive?card=${CARD_ID}#${TOKEN}`);
    const passcode = await screen.findByRole('textbox', { name: /Passcode/ });
    expect(passcode.getAttribute('inputmode')).toBe('numeric');

    // Not 4 digits: said beside the field, nothing sent.
    await userEvent.type(passcode, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Claim gift' }));
    expect(await screen.findByText('Enter the 4-digit passcode.')).toBeTruthy();
    expect(bff.state.claims).toEqual([]);

    await userEvent.type(passcode, '34');
    await userEvent.click(screen.getByRole('button', { name: 'Claim gift' }));
    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((element) => element.textContent?.includes('tries left'));
      if (!found) throw new Error('no refusal yet');
      return found;
    });
    expect(alert.textContent).toBe(
      "That passcode isn't correct. You have 3 tries left before the gift locks.",
    );
    expect(bff.state.claims).toEqual([{ token: TOKEN, passcode: '1234' }]);
    // The recipient can try again.
    expect(screen.getByRole('button', { name: 'Claim gift' })).toBeTruthy();
  });

  it('who sent the gift is told so and pointed to the gifts they sent', async () => {
    bff = await startPresentsBff({
      session: SIGNED_IN_VIEW,
      claimRefusal: { code: 'OWN_GIFT' },
    });
    await render(`/receive?card=${CARD_ID}#${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim gift' }));
    const outcome = (await screen.findByRole('heading', { name: 'This is a gift you sent' }))
      .parentElement as HTMLElement;
    expect(within(outcome).getByRole('link', { name: 'Gifts I sent' }).getAttribute('href')).toBe(
      '/sent-gifts',
    );
  });
});

describe('a gift no one can claim any more', () => {
  it('says the sender cancelled it and offers no action', async () => {
    bff = await startPresentsBff({ card: { ...CARD, state: 'cancelled' } });
    await render(`/receive?card=${CARD_ID}#${TOKEN}`);
    expect(await screen.findByText('The sender cancelled this gift.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "This gift isn't available" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to claim' })).toBeNull();
  });

  it('already claimed by the signed-in recipient shows it is theirs', async () => {
    bff = await startPresentsBff({ session: SIGNED_IN_VIEW, card: { ...CARD, state: 'claimed' } });
    await render(`/receive?card=${CARD_ID}#${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'The gift is yours' })).toBeTruthy();
    // Asked once: a second claim by the one who claimed answers as the first did.
    expect(bff.state.claims).toEqual([{ token: TOKEN }]);
  });

  it('already claimed by someone else says so', async () => {
    bff = await startPresentsBff({
      session: SIGNED_IN_VIEW,
      card: { ...CARD, state: 'claimed' },
      claimRefusal: { code: 'GIFT_ALREADY_CLAIMED' },
    });
    await render(`/receive?card=${CARD_ID}#${TOKEN}`);
    expect(await screen.findByText('This gift has already been accepted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim gift' })).toBeNull();
  });
});
