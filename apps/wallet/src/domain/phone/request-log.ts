/**
 * How requests appear in the logs: Fastify's own request fields, with any `phone` query parameter
 * masked (the development SMS outbox is read by phone number).
 */
import type { FastifyRequest } from 'fastify';

import { maskPhone } from './phone-number.js';

const PHONE_PARAMETER = /([?&]phone=)([^&#]*)/g;

export function maskPhoneParameters(url: string): string {
  return url.replace(
    PHONE_PARAMETER,
    (_match, name: string, value: string) => `${name}${maskPhone(value.replace(/^%2B/i, '+'))}`,
  );
}

export function requestLogValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskPhoneParameters(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
