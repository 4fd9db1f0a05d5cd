/**
 * How every Kado server bounds a request and refuses what it will not serve (PRODUCT.md §7, §12):
 * one set of deadlines, one method policy, and the product's error envelope for every refusal,
 * including those the HTTP framework makes before a route runs. Each app spreads
 * `httpServerOptions()` into its Fastify options, adds `guardRequest` as its first `onRequest` hook
 * and answers unmatched requests with `notFound`.
 *
 * Written against the few members it uses rather than Fastify's and Node's types, so this package
 * stays free of both; each app's compiler checks that Fastify's objects fit.
 */
import { ERROR_STATUS, type ErrorCode } from './errors.js';

/** A slow phone on a bad network sends its request line and headers within this. */
export const HEADERS_DEADLINE_MS = 15_000;
/** …and the whole request, body included, within this; past it: 408 and the connection closes. */
export const REQUEST_DEADLINE_MS = 30_000;
/**
 * How often Node looks for requests past their deadline. A request is refused at the latest one
 * interval after its timeout, so the timeouts given to Node leave this much room.
 */
export const DEADLINE_CHECK_INTERVAL_MS = 1_000;
/** Request line and headers together (Node's default, written down); more is 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** The methods the servers answer; any other (TRACE, PROPFIND, …) is 405 or 501. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SERVED = new Set<string>(SERVED_METHODS);

/** The product code for a client error status that carries no code of its own. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  501: 'NOT_IMPLEMENTED',
};

/** The code for an error status: a client error without one of its own is a validation failure. */
export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL');
}

export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
}

export const refusalEnvelope = (refusal: Refusal, requestId: string) => ({
  error: { code: refusal.code, message: refusal.message, requestId },
});

/** What the framework's own errors (raised before or around a route) are refused as. */
export function frameworkRefusal(error: { code?: string; statusCode?: number }): Refusal {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return { code: 'VALIDATION_FAILED', message: 'The URL is not valid' };
    // A parameter longer than any identifier names nothing.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: 'NOT_FOUND', message: 'No such resource' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' };
    default: {
      const code = errorCodeForStatus(error.statusCode ?? 500);
      return { code, message: ERROR_STATUS[code] >= 500 ? 'Internal error' : 'Bad request' };
    }
  }
}

/** What a connection-level error (the request never reached the framework) is refused as. */
export function connectionRefusal(error: { code?: string }): Refusal {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' };
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' };
    // Node's parser knows every registered method: anything else is unknown here too.
    case 'HPE_INVALID_METHOD':
      return { code: 'NOT_IMPLEMENTED', message: 'This method is not supported' };
    default:
      return { code: 'VALIDATION_FAILED', message: 'The request could not be read' };
  }
}

interface LogLike {
  info(values: object, message: string): void;
  error(values: object, message: string): void;
}

interface ResponseLike {
  readonly headersSent: boolean;
  readonly writableEnded: boolean;
}

interface ReplyLike {
  readonly raw: ResponseLike;
  code(statusCode: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(payload?: unknown): ReplyLike;
}

interface RequestLike {
  readonly id: string;
  readonly method: string;
  readonly url: string;
  readonly log: LogLike;
  readonly raw: { readonly socket: object | null };
  readonly server: {
    readonly server: object;
    findRoute(options: { method: string; url: string }): unknown;
  };
}

interface SocketLike {
  readonly destroyed: boolean;
  readonly writable: boolean;
  end(data: string, callback: () => void): unknown;
  destroy(): unknown;
}

/** Servers that are closing: what still arrives on their open connections is turned away. */
const draining = new WeakSet<object>();

/**
 * Marks a server as closing (call it from a `preClose` hook with `app.server`). Fastify would
 * answer what still arrives with a 503 of its own shape; `guardRequest` answers it in the envelope.
 */
export function markDraining(server: object): void {
  draining.add(server);
}

/** The request each connection is receiving, so a deadline refusal names that request's id. */
const receiving = new WeakMap<object, { id: string; response: ResponseLike }>();

function refuse(
  request: RequestLike,
  reply: ReplyLike,
  status: number,
  refusal: Refusal,
  headers: Record<string, string> = {},
) {
  request.log.info({ code: refusal.code }, 'request refused');
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.send(refusalEnvelope(refusal, request.id));
}

/** The served methods a route answers at this request's path. */
function allowedMethods(request: RequestLike): string[] {
  const url = request.url.split('?', 1)[0] ?? '/';
  return SERVED_METHODS.filter((method) => request.server.findRoute({ method, url }) !== null);
}

/** 405 with Allow where some method is served at this path, else (nothing there) 501 or 404. */
function refuseMethod(request: RequestLike, reply: ReplyLike, unknownStatus: 404 | 501) {
  const allow = allowedMethods(request);
  // A route of this very method declined the request: the resource is missing, not the method.
  if (allow.length > 0 && !allow.includes(request.method)) {
    return refuse(
      request,
      reply,
      405,
      { code: 'METHOD_NOT_ALLOWED', message: `${request.method} is not allowed here` },
      { allow: allow.join(', ') },
    );
  }
  return unknownStatus === 501 && allow.length === 0
    ? refuse(request, reply, 501, {
        code: 'NOT_IMPLEMENTED',
        message: 'This method is not supported',
      })
    : refuse(request, reply, 404, { code: 'NOT_FOUND', message: 'No such resource' });
}

/**
 * The first `onRequest` hook of every server: remembers which request the connection carries (for
 * a deadline refusal) and refuses a method no server serves before any route or plugin sees it.
 */
export function guardRequest(request: RequestLike, reply: ReplyLike, done: () => void): void {
  if (request.raw.socket)
    receiving.set(request.raw.socket, { id: request.id, response: reply.raw });
  if (draining.has(request.server.server)) {
    // The gateway retries an idempotent request on another replica.
    refuse(
      request,
      reply,
      503,
      { code: 'UPSTREAM_UNAVAILABLE', message: 'This server is shutting down; try again' },
      { connection: 'close', 'retry-after': '1' },
    );
    return;
  }
  if (SERVED.has(request.method)) {
    done();
    return;
  }
  refuseMethod(request, reply, 501);
}

/** The not-found handler: 405 when the path serves other methods, else 404 (501 for odd methods). */
export function notFound(request: RequestLike, reply: ReplyLike) {
  return refuseMethod(request, reply, SERVED.has(request.method) ? 404 : 501);
}

/**
 * Fastify's server options that bound each request and answer the framework's own refusals in
 * the envelope. `requestDeadlineMs` is for tests that cannot wait 30 s; servers take the default.
 */
export function httpServerOptions(requestDeadlineMs: number = REQUEST_DEADLINE_MS) {
  const requestTimeout = requestDeadlineMs - DEADLINE_CHECK_INTERVAL_MS;
  const headersTimeout = Math.min(HEADERS_DEADLINE_MS - DEADLINE_CHECK_INTERVAL_MS, requestTimeout);
  return {
    // While closing, guardRequest answers (see markDraining) instead of Fastify's own 503.
    return503OnClosing: false,
    requestTimeout,
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: DEADLINE_CHECK_INTERVAL_MS,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    /** Bad percent-encoding, over-long path parameters: refused before routing. */
    frameworkErrors(
      error: Error & { code?: string; statusCode?: number },
      request: RequestLike,
      reply: ReplyLike,
    ): void {
      const refusal = frameworkRefusal(error);
      const status = ERROR_STATUS[refusal.code];
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      refuse(request, reply, status, refusal);
    },
    /**
     * Errors of the connection before Fastify has a reply to send (headers too large, a deadline
     * passed, an unparsable request): written on the socket, which then closes.
     */
    clientErrorHandler(
      this: { log: LogLike },
      error: Error & { code?: string },
      socket: SocketLike,
    ) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const current = receiving.get(socket);
      const inFlight = current && !current.response.writableEnded ? current : undefined;
      // Half an answer already sent cannot be followed by another: only close.
      if (inFlight?.response.headersSent) {
        socket.destroy();
        return;
      }
      const requestId = inFlight?.id ?? crypto.randomUUID();
      const refusal = connectionRefusal(error);
      const status = ERROR_STATUS[refusal.code];
      this.log.info({ reqId: requestId, code: refusal.code, err: error }, 'request refused');
      const body = JSON.stringify(refusalEnvelope(refusal, requestId));
      socket.end(
        [
          `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
          'Content-Type: application/json; charset=utf-8',
          `Content-Length: ${new TextEncoder().encode(body).length}`,
          'Cache-Control: no-store',
          'X-Content-Type-Options: nosniff',
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
        () => socket.destroy(),
      );
    },
  };
}

const STATUS_TEXT: Partial<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  501: 'Not Implemented',
};
