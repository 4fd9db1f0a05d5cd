/**
 * The BFF double of bff-double.ts with the sender's side of giving a gift (PRODUCT.md §10):
 * catalog.gift, profile.get, points.balance, presents.send/sent/cancel. A real HTTP server on
 * 127.0.0.1 speaking tRPC, recording every procedure's input so tests can check what was sent.
 */
import { createServer, type Server } from 'node:http';

import { TRPCError, initTRPC } from '@trpc/server';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { z } from 'zod';

import type { ErrorCode, PublicErrorDetails } from '@kado/shared';
import type {
  GiftDetail,
  SendPresentRequest,
  SentPresent,
  SentPresentResult,
} from '@kado/shared/schemas';

import {
  DEMO_BALANCE,
  SIGNED_IN_VIEW,
  bffState,
  makeGifts,
  type BffDouble,
  type BffState,
  type RecordedRequest,
} from './bff-double';

export const VERIFIED_VIEW = { ...SIGNED_IN_VIEW, phoneVerified: true } as const;

export const GIFT: GiftDetail = {
  ...makeGifts(1)[0]!,
  description: 'A coffee.',
  terms: null,
  howToUse: null,
  validityDays: 30,
  stock: 'in_stock',
  available: true,
};

export const LINK_TOKEN = 'A'.repeat(43);

export interface Refusal {
  code: ErrorCode;
  status: TRPCError['code'];
  details?: PublicErrorDetails;
}

export interface GiftingState {
  sent: SentPresent[];
  /** Every presents.send input, retries included. */
  sends: (SendPresentRequest & { idempotencyKey: string })[];
  cancels: string[];
  /** presents.send answers with this refusal (kept until changed). */
  sendRefusal: Refusal | null;
  /** The next this-many sends fail with a 500, whose outcome the browser cannot know. */
  failingSends: number;
  pageSize: number;
}

let presentNumber = 0;

/** A gift as the sender sees it, in `state`, sent on 1 June 2026. */
export function makePresent(overrides: Partial<SentPresent> = {}): SentPresent {
  presentNumber += 1;
  return {
    id: `00000000-0000-4000-8000-${String(presentNumber).padStart(12, '0')}`,
    giftId: GIFT.id,
    quantity: 1,
    points: GIFT.points,
    design: 'birthday',
    message: 'Enjoy!',
    senderName: 'Kado Demo',
    hasPasscode: false,
    locked: false,
    state: 'sent',
    claimUntil: '2026-06-08T09:00:00.000Z',
    note: null,
    createdAt: '2026-06-01T09:00:00.000Z',
    history: [{ from: null, to: 'sent', at: '2026-06-01T09:00:00.000Z' }],
    ...overrides,
  };
}

function refuse({ code, status, details }: Refusal): never {
  throw new TRPCError({
    code: status,
    message: code,
    cause: Object.assign(new Error(code), { code, details }),
  });
}

export async function startGiftingBffDouble(
  initial: Partial<BffState> = {},
  gifting: Partial<GiftingState> = {},
) {
  const state = bffState({ session: VERIFIED_VIEW, gifts: [GIFT], ...initial });
  const presents: GiftingState = {
    sent: [],
    sends: [],
    cancels: [],
    sendRefusal: null,
    failingSends: 0,
    pageSize: 10,
    ...gifting,
  };
  const requests: RecordedRequest[] = [];

  const t = initTRPC.create({
    errorFormatter: ({ shape, error }) => {
      const cause = error.cause as { code?: ErrorCode; details?: PublicErrorDetails } | undefined;
      return {
        ...shape,
        data: {
          ...shape.data,
          productCode: cause?.code ?? 'INTERNAL',
          details: cause?.details ?? {},
        },
      };
    },
  });
  const router = t.router({
    session: t.router({ me: t.procedure.query(() => state.session) }),
    points: t.router({
      balance: t.procedure.query(() => {
        if (!state.balance) refuse({ code: 'UNAUTHENTICATED', status: 'UNAUTHORIZED' });
        return state.balance;
      }),
    }),
    profile: t.router({
      get: t.procedure.query(() => {
        if (!state.profile) refuse({ code: 'NOT_FOUND', status: 'NOT_FOUND' });
        return state.profile;
      }),
    }),
    catalog: t.router({
      gift: t.procedure.input(z.object({ id: z.string() }).strict()).query(({ input }) => {
        if (input.id !== GIFT.id) refuse({ code: 'NOT_FOUND', status: 'NOT_FOUND' });
        return GIFT;
      }),
    }),
    presents: t.router({
      send: t.procedure
        .input(
          z
            .object({
              giftId: z.string(),
              quantity: z.number().int(),
              design: z.string(),
              message: z.string(),
              senderName: z.string(),
              passcode: z.string().optional(),
              idempotencyKey: z.string(),
            })
            .strict(),
        )
        .mutation(({ input }): SentPresentResult => {
          const request = input as SendPresentRequest & { idempotencyKey: string };
          presents.sends.push(request);
          if (presents.failingSends > 0) {
            presents.failingSends -= 1;
            refuse({ code: 'INTERNAL', status: 'INTERNAL_SERVER_ERROR' });
          }
          if (presents.sendRefusal) refuse(presents.sendRefusal);
          const { idempotencyKey: _key, passcode, ...rest } = request;
          const present = makePresent({
            ...rest,
            points: GIFT.points * request.quantity,
            hasPasscode: passcode !== undefined,
          });
          presents.sent.unshift(present);
          return {
            ...present,
            token: LINK_TOKEN,
            balanceAfter: DEMO_BALANCE.balance - present.points,
          };
        }),
      sent: t.procedure
        .input(z.object({ cursor: z.string().optional(), limit: z.number().int() }).strict())
        .query(({ input }) => {
          const start = input.cursor ? Number(input.cursor) : 0;
          const size = Math.min(input.limit, presents.pageSize);
          const next = start + size;
          return {
            items: presents.sent.slice(start, next),
            nextCursor: next < presents.sent.length ? String(next) : null,
          };
        }),
      cancel: t.procedure.input(z.object({ id: z.string() }).strict()).mutation(({ input }) => {
        presents.cancels.push(input.id);
        const present = presents.sent.find((one) => one.id === input.id);
        if (!present) refuse({ code: 'NOT_FOUND', status: 'NOT_FOUND' });
        const at = '2026-06-02T10:00:00.000Z';
        present.history = [...present.history, { from: present.state, to: 'cancelled', at }];
        present.state = 'cancelled';
        return present;
      }),
    }),
  });

  const trpcHandler = createHTTPHandler({ router, basePath: '/trpc/' });
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    if (req.url?.startsWith('/trpc/')) {
      trpcHandler(req, res);
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const double: BffDouble & { presents: GiftingState } = {
    state,
    presents,
    requests,
    origin: `http://127.0.0.1:${port}`,
    apiRequests: () => requests.filter((r) => r.url.startsWith('/trpc/')),
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
  return double;
}
