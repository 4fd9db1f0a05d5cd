/** The headers every IdP page is sent with, and escaping for the markup the provider writes. */
import type { FastifyReply } from 'fastify';

import type { LocaleCode } from '@kado/shared';

import { formatWait } from './messages.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * A strict policy: nothing but the stylesheet loads, forms post only to the IdP (and to the BFFs the
 * provider redirects to after a post), no framing. A script nonce only where a page auto-submits.
 */
export function contentSecurityPolicy(
  formTargets: readonly string[],
  scriptNonce?: string,
): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    ['form-action', "'self'", ...formTargets].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    ...(scriptNonce === undefined ? [] : [`script-src 'nonce-${scriptNonce}'`]),
  ].join('; ');
}

/**
 * The headers every IdP answer carries — pages, redirects (the 303s of /interaction/<uid>), JSON,
 * errors and the provider's own endpoints alike: the strict policy, no sniffing, no referrer, no
 * framing, its own browsing context.
 */
export function securityHeaders(
  formTargets: readonly string[],
  scriptNonce?: string,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(formTargets, scriptNonce),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

export function pageHeaders(
  formTargets: readonly string[],
  scriptNonce?: string,
): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...securityHeaders(formTargets, scriptNonce),
  };
}

/** A limit's wait: 429 with Retry-After, and the page saying how long in the reader's words. */
export function sendWait(
  reply: FastifyReply,
  formTargets: readonly string[],
  seconds: number,
  html: string,
) {
  return reply
    .header('retry-after', String(seconds))
    .code(429)
    .headers(pageHeaders(formTargets))
    .send(html);
}

/** The message a page shows while a limit waits: tooManyAttempts, with the wait in words. */
export const waitError = (locale: LocaleCode, seconds: number) =>
  ({ key: 'tooManyAttempts', values: { time: formatWait(locale, seconds) } }) as const;
