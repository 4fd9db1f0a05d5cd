/** Fastify's pino options: JSON logs that never carry credentials. */
import type { FastifyServerOptions } from 'fastify';

import type { Env } from './env.js';

/** Query parameters that carry credentials and must not reach the logs with the request URL. */
const SECRET_PARAMS = [
  'code',
  'id_token_hint',
  'logout_token',
  'refresh_token',
  'access_token',
  'token',
];

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
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
