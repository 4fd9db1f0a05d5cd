import { describe, expect, it } from 'vitest';

import { ERROR_STATUS } from './errors.js';
import {
  DEADLINE_CHECK_INTERVAL_MS,
  HEADERS_DEADLINE_MS,
  REQUEST_DEADLINE_MS,
  connectionRefusal,
  errorCodeForStatus,
  frameworkRefusal,
  httpServerOptions,
} from './http-limits.js';

describe('request deadlines', () => {
  it('let a slow phone send its headers in 10 s and its request in 30 s, and no longer', () => {
    expect(HEADERS_DEADLINE_MS).toBeGreaterThanOrEqual(10_000);
    expect(REQUEST_DEADLINE_MS).toBeLessThanOrEqual(30_000);
    const { http, requestTimeout } = httpServerOptions();
    // Node refuses at the first check after a timeout: the deadline includes that wait.
    expect(requestTimeout + DEADLINE_CHECK_INTERVAL_MS).toBeLessThanOrEqual(REQUEST_DEADLINE_MS);
    expect(http.headersTimeout + DEADLINE_CHECK_INTERVAL_MS).toBeLessThanOrEqual(
      HEADERS_DEADLINE_MS,
    );
    expect(http.headersTimeout).toBeLessThanOrEqual(requestTimeout);
    expect(http.requestTimeout).toBe(requestTimeout);
  });

  it('take a shorter request deadline for tests, headers never outlasting it', () => {
    const { http, requestTimeout } = httpServerOptions(3_000);
    expect(requestTimeout + DEADLINE_CHECK_INTERVAL_MS).toBe(3_000);
    expect(http.headersTimeout).toBeLessThanOrEqual(requestTimeout);
  });
});

describe('refusals', () => {
  it('answer each connection error with the status its code stands for', () => {
    const status = (code: string) => ERROR_STATUS[connectionRefusal({ code }).code];
    expect(status('ERR_HTTP_REQUEST_TIMEOUT')).toBe(408);
    expect(status('HPE_HEADER_OVERFLOW')).toBe(431);
    expect(status('HPE_INVALID_METHOD')).toBe(501);
    expect(status('HPE_INVALID_HEADER_TOKEN')).toBe(400);
  });

  it('answer the framework’s own errors with their status', () => {
    const status = (code: string, statusCode: number) =>
      ERROR_STATUS[frameworkRefusal({ code, statusCode }).code];
    expect(status('FST_ERR_BAD_URL', 400)).toBe(400);
    expect(status('FST_ERR_MAX_PARAM_LENGTH', 414)).toBe(404);
    expect(status('FST_ERR_CTP_BODY_TOO_LARGE', 413)).toBe(413);
    expect(status('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415)).toBe(415);
    expect(status('FST_ERR_CTP_INVALID_JSON_BODY', 400)).toBe(400);
    expect(status('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400)).toBe(400);
    expect(frameworkRefusal({ code: 'FST_ERR_ASYNC_CONSTRAINT', statusCode: 500 })).toEqual({
      code: 'INTERNAL',
      message: 'Internal error',
    });
  });

  it('map every client error status with a code of its own back to that status', () => {
    for (const status of [401, 403, 404, 405, 408, 413, 415, 429, 431, 501]) {
      expect(ERROR_STATUS[errorCodeForStatus(status)], String(status)).toBe(status);
    }
    expect(errorCodeForStatus(400)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(422)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(500)).toBe('INTERNAL');
  });
});
