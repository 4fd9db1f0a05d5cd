import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  DEFAULT_LOCALE,
  KadoError,
  isErrorCode,
  publicErrorDetails,
  type ErrorCode,
  type LocaleCode,
} from '@kado/shared';

import type { Services } from '../services.js';
import { endIfRevoked } from '../session/sign-out.js';
import type { Session } from '../session/sessions.js';
import {
  describeFieldPaths,
  describeIssues,
  unreadableMessage,
  validationMessage,
  type FieldError,
} from './validation-messages.js';

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

/**
 * A refused input in words (PRODUCT.md §7): the message and each field's message in the request's
 * language, never zod's issues, patterns or another service's English. Undefined for any other
 * error.
 */
function validationFailure(
  error: TRPCError,
  productCode: ErrorCode,
  locale: LocaleCode,
  input: unknown,
): { message: string; fields?: FieldError[] } | undefined {
  const cause = error.cause;
  // Input that is not JSON at all: tRPC passes the parser's own message on.
  if (error.code === 'PARSE_ERROR' || cause instanceof SyntaxError) {
    return { message: unreadableMessage(locale) };
  }
  if (cause instanceof KadoError) {
    // The wallet refused a field the BFF let through: named, in words, without its English.
    if (productCode !== 'VALIDATION_FAILED') return undefined;
    const fields = describeFieldPaths(cause.details, locale);
    return { message: validationMessage(fields, locale), fields };
  }
  if (error.code !== 'BAD_REQUEST') return undefined;
  const issues =
    cause && 'issues' in cause && Array.isArray(cause.issues) ? (cause.issues as unknown[]) : [];
  const fields = describeIssues(issues, locale, input);
  return {
    message: validationMessage(fields, locale),
    ...(fields.length > 0 ? { fields } : {}),
  };
}

const t = initTRPC.context<Context>().create({
  // Stacks and internals never reach the browser, in any environment.
  isDev: false,
  errorFormatter({ shape, error, ctx, input }) {
    const productCode = productCodeOf(error);
    const internal = productCode === 'INTERNAL';
    // No context when the session could not be read: the default language then.
    const validation = validationFailure(error, productCode, ctx?.locale ?? DEFAULT_LOCALE, input);
    return {
      ...shape,
      message: internal ? 'Something went wrong' : (validation?.message ?? shape.message),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        productCode,
        // What the shopper's message needs (points missing, stock left, wait…): whitelisted fields
        // only, never for a server error.
        details: publicErrorDetails(
          productCode,
          error.cause instanceof KadoError ? error.cause.details : validation?.fields,
        ),
        // The fields that failed validation, each with what is wrong in words.
        fields: validation?.fields,
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

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { session } = ctx;
  if (!session) {
    throw toTrpcError(new KadoError('UNAUTHENTICATED', 'Sign in to continue.'));
  }
  const result = await next({ ctx: { ...ctx, session } });
  if (!result.ok) await endIfRevoked(ctx.services, session, ctx.reply, result.error.cause);
  return result;
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
