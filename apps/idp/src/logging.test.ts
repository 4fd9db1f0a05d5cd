import { describe, expect, test } from 'vitest';

import { redactUrl } from './logging.js';

describe('request URLs in logs', () => {
  test('hide credentials carried in the query', () => {
    const logged = redactUrl('/session/end?id_token_hint=eyJhbGciOi.secret&state=bye&code=abc');
    expect(logged).not.toContain('eyJhbGciOi');
    expect(logged).not.toContain('abc');
    expect(logged).toContain('state=bye');
  });

  test('stay as they are without a query', () => {
    expect(redactUrl('/interaction/xyz/login')).toBe('/interaction/xyz/login');
  });
});
