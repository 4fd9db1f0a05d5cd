import type { ErrorEvent } from '@sentry/node';
import { describe, expect, it } from 'vitest';

import { scrubEvent } from './sentry.js';

describe('scrubEvent', () => {
  it('drops cookies, headers, query strings, bodies and the user before an event leaves', () => {
    const event = {
      type: undefined,
      request: {
        url: 'https://kado.example/bff/callback?code=secret-code&state=s',
        cookies: { kado_session: 'id' },
        headers: { authorization: 'Bearer eyJ…', cookie: 'kado_session=id' },
        query_string: 'code=secret-code',
        data: '{"password":"x"}',
      },
      user: { email: 'demo@kado.example', ip_address: '10.0.0.1' },
    } as ErrorEvent;
    const scrubbed = JSON.stringify(scrubEvent(event));
    for (const secret of [
      'secret-code',
      'kado_session',
      'Bearer',
      'password',
      'demo@kado.example',
    ]) {
      expect(scrubbed).not.toContain(secret);
    }
    expect(scrubbed).toContain('https://kado.example/bff/callback');
  });
});
