import { describe, expect, it } from 'vitest';

import { clientBasicAuthorization } from './client-credentials.js';

describe('clientBasicAuthorization', () => {
  it('form-encodes the id and the secret before joining them (RFC 6749 §2.3.1)', () => {
    const header = clientBasicAuthorization('kado bff', 'a:b+c/é');
    expect(header.startsWith('Basic ')).toBe(true);
    expect(atob(header.slice(6))).toBe('kado+bff:a%3Ab%2Bc%2F%C3%A9');
  });
});
