/**
 * How requests appear in the logs: Fastify's own request fields, with the secrets and personal
 * data a URL can carry masked — a `phone` query parameter (the development SMS outbox is read by
 * phone number) and a voucher share token (the token opens the voucher).
 */
import type { FastifyRequest } from 'fastify';

import { maskPhone } from '../domain/phone/phone-number.js';

const PHONE_PARAMETER = /([?&]phone=)([^&#]*)/g;
const SHARE_TOKEN = /(\/shared-vouchers\/)[^/?#]+/;

export function maskUrl(url: string): string {
  return url
    .replace(
      PHONE_PARAMETER,
      (_match, name: string, value: string) => `${name}${maskPhone(value.replace(/^%2B/i, '+'))}`,
    )
    .replace(SHARE_TOKEN, '$1[redacted]');
}

export function requestLogValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
