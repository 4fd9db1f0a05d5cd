/** Fastify's pino options: JSON logs that never carry credentials nor what a person typed. */
import type { FastifyServerOptions } from 'fastify';

import type { Env } from './env.js';

/**
 * Query parameters whose values say nothing about a person or a secret. Every other value is
 * replaced: an authorization request alone carries `state`, `nonce`, the PKCE challenge, the
 * redirect URI and possibly a `login_hint` (an e-mail), and links carry single-use tokens.
 */
const PLAIN_PARAMS = new Set([
  'client_id',
  'response_type',
  'response_mode',
  'prompt',
  'max_age',
  'ui_locales',
  'scope',
  'code_challenge_method',
]);

/** The path, and the query's parameter names with only harmless values kept. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const shown = [...params].map(([name, value]) =>
    PLAIN_PARAMS.has(name)
      ? `${encodeURIComponent(name)}=${encodeURIComponent(value.slice(0, 100))}`
      : `${encodeURIComponent(name)}=[redacted]`,
  );
  return `${url.slice(0, queryStart)}?${shown.join('&')}`;
}

export function loggerOptions(
  env: Env,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.client_secret',
        '*.code',
        '*.access_token',
        '*.refresh_token',
        '*.id_token',
        '*.logout_token',
        '*.email',
        '*.login_hint',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
