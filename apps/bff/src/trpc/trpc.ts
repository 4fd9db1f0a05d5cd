import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  KadoError,
  isErrorCode,
  publicErrorDetails,
  type ErrorCode,
  type LocaleCode,
} from '@kado/shared';

import type { Services } from '../services.js';
import type { Session } from '../session/sessions.js';

export interface Context {
  req: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  session: Session | null;
  locale: LocaleCode;
}

const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'PRECONDITION_FAILED',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Turns a product error into a tRPC error that keeps the product code for the browser. */
export function toTrpcError(error: KadoError): TRPCError {
  return new TRPCError({
    code: TRPC_CODE_BY_STATUS[error.status] ?? 'INTERNAL_SERVER_ERROR',
    message: error.message,
    cause: error,
  });
}

function productCodeOf(error: TRPCError): ErrorCode {
  if (error.cause instanceof KadoError) return error.cause.code;
  if (error.code === 'BAD_REQUEST' || error.code === 'PARSE_ERROR') return 'VALIDATION_FAILED';
  if (error.code === 'UNAUTHORIZED') return 'UNAUTHENTICATED';
  const named = error.code as string;
  return isErrorCode(named) ? named : 'INTERNAL';
}

const t = initTRPC.context<Context>().create({
  // Stacks and internals never reach the browser, in any environment.
  isDev: false,
  errorFormatter({ shape, error }) {
    const productCode = productCodeOf(error);
    const internal = productCode === 'INTERNAL';
    const zodIssues =
      error.code === 'BAD_REQUEST' && error.cause && 'issues' in error.cause
        ? (error.cause.issues as { path: PropertyKey[]; message: string }[])
        : undefined;
    return {
      ...shape,
      message: internal ? 'Something went wrong' : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        productCode,
        // What the shopper's message needs (points missing, stock left, wait…): whitelisted fields
        // only, never for a server error.
        details: publicErrorDetails(
          productCode,
          error.cause instanceof KadoError ? error.cause.details : zodIssues,
        ),
        // zod issues name the fields that failed validation.
        fields: zodIssues?.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        })),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Product errors thrown anywhere below become typed tRPC errors. */
const productErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof KadoError) {
    throw toTrpcError(result.error.cause);
  }
  return result;
});

export const publicProcedure = t.procedure.use(productErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) {
    throw toTrpcError(new KadoError('UNAUTHENTICATED', 'Sign in to continue.'));
  }
  return next({ ctx: { ...ctx, session: ctx.session } });
});

export const verifiedProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.session.data.phoneVerified) {
    throw toTrpcError(new KadoError('PHONE_NOT_VERIFIED', 'Verify your phone to continue.'));
  }
  return next();
});

/** The wallet access token for the signed-in user, refreshed when due. */
export function walletToken(ctx: Context & { session: Session }) {
  return ctx.services.tokens.accessToken(ctx.session);
}
