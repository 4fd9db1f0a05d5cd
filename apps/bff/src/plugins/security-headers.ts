/** The response headers of PRODUCT.md §7, on every answer the BFF gives. */
import { randomBytes } from 'node:crypto';

import fp from 'fastify-plugin';

import type { Env } from '../env.js';

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** 128 bits, fresh for every HTML response. */
export const createNonce = () => randomBytes(16).toString('base64');

function originOf(value: string | undefined): string | null {
  if (!value || value.startsWith('/')) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The page CSP: nothing by default, scripts and styles only from here or carrying the nonce. */
export function pageCsp(env: Env, nonce: string): string {
  const images = ["'self'", 'data:', originOf(env.IMAGE_CDN_URL)];
  const connect = ["'self'", originOf(env.SENTRY_DSN)];
  const scripts = ["'self'", `'nonce-${nonce}'`];
  if (env.GTM_ID) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
  }
  if (env.VITE_DEV_URL) connect.push('ws:', 'wss:'); // the HMR socket, development only
  const directives = {
    'default-src': ["'none'"],
    'script-src': scripts,
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': images,
    'font-src': ["'self'"],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    // Only Kado's own service worker. Said outright: without it workers fall back to script-src,
    // which with GTM also allows Google's host.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", new URL(env.OIDC_ISSUER).origin],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.filter(Boolean).join(' ')}`)
    .join('; ');
}

export default fp(
  (app) => {
    const https = app.services.env.PUBLIC_URL.startsWith('https://');
    // A callback hook: an async one costs a promise on every answer, for no waiting.
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      reply.header('X-Frame-Options', 'DENY');
      if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      // Pages set their own nonce CSP; everything else gets the tightest one.
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header(
          'Content-Security-Policy',
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        );
      }
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'kado-security-headers', dependencies: ['kado-services'] },
);
