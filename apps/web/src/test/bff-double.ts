/**
 * A stand-in for the BFF in component and app tests: a real HTTP server on 127.0.0.1 (port 0)
 * speaking tRPC with the procedures the SPA's app tests use, plus /bff/logout. It records every request
 * so tests can check headers, and the test page's origin is pointed at it (same-origin, like
 * production).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

import { TRPCError, initTRPC } from '@trpc/server';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { z } from 'zod';

import { DEMO_ACCOUNT, type ErrorCode } from '@kado/shared';
import {
  localeCodeSchema,
  type Balance,
  type Brand,
  type Category,
  type ContactMethod,
  type Gift,
  type Lot,
  type Me,
  type SessionView,
} from '@kado/shared/schemas';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

export interface BffState {
  session: SessionView;
  /** null: the BFF session ends at the next points.balance call, which answers 401. */
  balance: Balance | null;
  gifts: Gift[];
  /** catalog.brands: the market's brands, whatever market is asked for. */
  brands: Brand[];
  localeSets: string[];
  sessionReads: number;
  /** devices.list: the account's sessions, as the BFF answers them (contract 2). */
  devices: DeviceSessionDouble[];
  /** profile.get; null answers NOT_FOUND. */
  profile: Me | null;
  /** profile.delete refuses with this code (REAUTH_REQUIRED: the sign-in is too old), or succeeds. */
  deletionRefusal: 'REAUTH_REQUIRED' | null;
  /** phone.requestOtp refuses with this code, or sends a code. */
  otpRefusal: 'REAUTH_REQUIRED' | null;
  /** points.lots: the account's lots in spending order, on one page. */
  lots: Lot[];
  /** contact.methods: the market's support channels. */
  contactMethods: ContactMethod[];
  /** catalog.categories: the market's categories with their gift counts. */
  categories: Category[];
}

export interface DeviceSessionDouble {
  id: string;
  browser: string | null;
  os: string | null;
  deviceType: 'mobile' | 'tablet' | 'desktop' | null;
  place: { kind: 'local' } | { kind: 'network'; network: string } | { kind: 'unknown' };
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

export const DEMO_PROFILE: Me = {
  id: 'acc-1',
  displayName: DEMO_ACCOUNT.name,
  email: DEMO_ACCOUNT.email,
  locale: 'en',
  phone: '+6591234567',
  phoneVerified: true,
  market: 'SG',
  createdAt: '2026-01-05T08:00:00.000Z',
};

export const SIGNED_IN_VIEW: SessionView = {
  signedIn: true,
  locale: 'en',
  phoneVerified: false,
  market: null,
  user: { name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email },
  accountTag: 'demo-account-tag',
};

export const SIGNED_OUT_VIEW: SessionView = { signedIn: false, locale: 'en' };

export const DEMO_BALANCE: Balance = {
  balance: 15500,
  expiringSoon: 1200,
  nextExpiry: { expiresAt: '2026-07-01T00:00:00.000Z', points: 1200 },
  asOf: '2026-06-01T00:00:00.000Z',
};

export function makeGifts(count: number): Gift[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `g${index + 1}`,
    name: `Gift ${index + 1}`,
    brand: { id: 'b1', name: 'Kopi House' },
    category: { id: 'c1', name: 'Food' },
    points: 1000 + index * 250,
    imagePath: `gifts/g${index + 1}.webp`,
    market: 'SG',
  }));
}

function productError(code: ErrorCode, trpcCode: TRPCError['code'], message: string) {
  return new TRPCError({
    code: trpcCode,
    message,
    cause: Object.assign(new Error(message), { code }),
  });
}

/** The double's state: every field at its default (signed out), `initial` on top. */
export function bffState(initial: Partial<BffState> = {}): BffState {
  return {
    session: SIGNED_OUT_VIEW,
    balance: DEMO_BALANCE,
    gifts: makeGifts(8),
    brands: [],
    localeSets: [],
    sessionReads: 0,
    devices: [],
    profile: DEMO_PROFILE,
    deletionRefusal: null,
    otpRefusal: null,
    lots: [],
    contactMethods: [],
    categories: [
      { id: 'food-drink', name: 'Food & drink', giftCount: 3 },
      { id: 'shopping', name: 'Shopping', giftCount: 2 },
    ],
    ...initial,
  };
}

export async function startBffDouble(initial: Partial<BffState> = {}) {
  const state = bffState(initial);
  const requests: RecordedRequest[] = [];

  const t = initTRPC.create({
    errorFormatter: ({ shape, error }) => ({
      ...shape,
      data: {
        ...shape.data,
        productCode: (error.cause as { code?: ErrorCode } | undefined)?.code ?? 'INTERNAL',
      },
    }),
  });
  const router = t.router({
    session: t.router({
      me: t.procedure.query(() => {
        state.sessionReads += 1;
        return state.session;
      }),
    }),
    points: t.router({
      balance: t.procedure.query(() => {
        if (!state.balance) state.session = SIGNED_OUT_VIEW;
        if (!state.session.signedIn || !state.balance) {
          throw productError('UNAUTHENTICATED', 'UNAUTHORIZED', 'Sign in to continue.');
        }
        return state.balance;
      }),
      lots: t.procedure
        .input(z.object({ cursor: z.string().optional(), limit: z.number().int() }).strict())
        .query(() => ({ items: state.lots, nextCursor: null })),
    }),
    contact: t.router({
      methods: t.procedure.query(() => ({ market: 'SG' as const, methods: state.contactMethods })),
    }),
    catalog: t.router({
      gifts: t.procedure
        // Strict, like the BFF: the SPA must send exactly { cursor?, limit? }.
        .input(
          z.object({ cursor: z.string().optional(), limit: z.number().int().default(20) }).strict(),
        )
        .query(({ input }) => {
          const start = input.cursor ? Number(input.cursor) : 0;
          const items = state.gifts.slice(start, start + input.limit);
          const next = start + input.limit;
          return { items, nextCursor: next < state.gifts.length ? String(next) : null };
        }),
      brands: t.procedure
        .input(z.object({ market: z.string().optional() }).strict())
        .query(() => ({ items: state.brands })),
      categories: t.procedure
        .input(z.object({ market: z.string().optional() }).strict())
        .query(() => ({ items: state.categories })),
      popular: t.procedure
        .input(z.object({ limit: z.number().int(), market: z.string().optional() }).strict())
        .query(({ input }) => ({
          items: state.gifts
            .slice(0, input.limit)
            .map((gift, index) => ({ ...gift, exchanges: 10 - index })),
        })),
    }),
    profile: t.router({
      get: t.procedure.query(() => {
        if (!state.profile) throw productError('NOT_FOUND', 'NOT_FOUND', 'No account.');
        return state.profile;
      }),
      delete: t.procedure
        .input(z.object({ confirm: z.literal('DELETE') }).strict())
        .mutation(() => {
          if (state.deletionRefusal === 'REAUTH_REQUIRED') {
            throw productError('REAUTH_REQUIRED', 'FORBIDDEN', 'Sign in again first.');
          }
          state.profile = null;
          state.session = SIGNED_OUT_VIEW;
          return { redirectTo: '/' };
        }),
    }),
    phone: t.router({
      requestOtp: t.procedure
        .input(z.object({ phone: z.string() }).strict())
        .mutation(({ input }) => {
          if (state.otpRefusal === 'REAUTH_REQUIRED') {
            throw productError('REAUTH_REQUIRED', 'FORBIDDEN', 'Sign in again first.');
          }
          const now = Date.now();
          return {
            phone: input.phone,
            expiresAt: new Date(now + 300_000).toISOString(),
            resendAfter: new Date(now + 60_000).toISOString(),
          };
        }),
    }),
    devices: t.router({
      list: t.procedure.query(() => ({ sessions: state.devices })),
      signOut: t.procedure.input(z.object({ id: z.string() }).strict()).mutation(({ input }) => {
        const other = state.devices.find((device) => device.id === input.id && !device.current);
        if (!other) throw productError('NOT_FOUND', 'NOT_FOUND', 'That device is not signed in.');
        state.devices = state.devices.filter((device) => device !== other);
        return { ended: true };
      }),
      signOutOthers: t.procedure.mutation(() => {
        const ended = state.devices.filter((device) => !device.current).length;
        state.devices = state.devices.filter((device) => device.current);
        return { ended };
      }),
    }),
    locale: t.router({
      set: t.procedure
        .input(z.object({ locale: localeCodeSchema }).strict())
        .mutation(({ input }) => {
          state.localeSets.push(input.locale);
          state.session = { ...state.session, locale: input.locale };
          return { locale: input.locale };
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
    if (req.method === 'POST' && req.url === '/bff/logout') {
      state.session = SIGNED_OUT_VIEW;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ redirectTo: '/' }));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  return {
    state,
    requests,
    origin,
    /** The tRPC requests only (one per batch). */
    apiRequests: () => requests.filter((r) => r.url.startsWith('/trpc/')),
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

export type BffDouble = Awaited<ReturnType<typeof startBffDouble>>;
