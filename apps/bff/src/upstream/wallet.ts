/**
 * The wallet API v1 as the BFF calls it: Bearer token in, product errors out. It builds every request
 * from scratch, so no browser cookie or header ever reaches the wallet.
 */
import type { z } from 'zod';

import { KadoError, type ErrorCode } from '@kado/shared';
import { errorEnvelopeSchema } from '@kado/shared/schemas';

import { cached, READINESS_CACHE_MS, READINESS_TIMEOUT_MS, within } from './readiness.js';

export interface WalletRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  accessToken?: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  idempotencyKey?: string;
}

/** A client error the BFF cannot read (a code it does not know yet): still the caller's error. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const unavailable = () =>
  new KadoError('UPSTREAM_UNAVAILABLE', 'The wallet is unavailable right now. Try again shortly.');

export class WalletClient {
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(baseUrl: string, timeoutMs: number) {
    this.#baseUrl = baseUrl;
    this.#timeoutMs = timeoutMs;
  }

  /** A JSON answer, validated with `schema`. */
  async request<S extends z.ZodType>(schema: S, path: string, options: WalletRequest = {}) {
    const response = await this.#send(path, options, 'application/json');
    const payload: unknown =
      response.status === 204 ? undefined : await response.json().catch(() => null);
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new KadoError('INTERNAL', 'The wallet answered in an unexpected shape');
    return parsed.data;
  }

  /**
   * A file answer (CSV exports), passed on byte for byte with its content type: decoding it as text
   * would drop the UTF-8 byte-order mark that spreadsheet programs need.
   */
  async download(path: string, options: WalletRequest = {}) {
    const response = await this.#send(path, options, 'text/csv');
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  /** Sends a request; product errors and outages become KadoErrors, success comes back as is. */
  async #send(path: string, options: WalletRequest, accept: string): Promise<Response> {
    const url = new URL(`/v1${path}`, this.#baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept };
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.#timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw unavailable();
    }
    if (response.status >= 500) throw unavailable();
    if (!response.ok) {
      // A refusal is the caller's error, passed on as such: bad input is never shown as an outage.
      const envelope = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
      if (envelope.success) {
        const { code, message, details } = envelope.data.error;
        throw new KadoError(code, message, details);
      }
      throw new KadoError(
        CODE_BY_STATUS[response.status] ?? 'VALIDATION_FAILED',
        'The wallet refused the request',
      );
    }
    return response;
  }

  /**
   * The wallet's own readiness (its database and token issuer), not mere liveness, within a short
   * deadline; the answer is kept a moment for frequent probes.
   */
  readonly ready = cached(
    () =>
      within(async () => {
        const response = await fetch(new URL('/readyz', this.#baseUrl), {
          signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
        });
        return response.ok;
      }, READINESS_TIMEOUT_MS),
    READINESS_CACHE_MS,
  );
}
