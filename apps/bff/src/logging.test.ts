/** PRODUCT.md §7: logs are JSON with cookies, authorization headers, tokens and codes redacted. */
import { describe, expect, it } from 'vitest';

import { isolatedApp } from '../test/support.js';

describe('logs', () => {
  it('carry no cookie, authorization header, token, code or state', async () => {
    const lines: string[] = [];
    const app = await isolatedApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const secrets = {
      session: 'S'.repeat(43),
      bearer: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
      code: 'authorization-code-1234',
      state: 'state-5678',
    };
    await app.inject({
      url: `/bff/callback?code=${secrets.code}&state=${secrets.state}`,
      headers: {
        cookie: `kado_session=${secrets.session}; kado_login=x`,
        authorization: `Bearer ${secrets.bearer}`,
      },
    });
    await app.inject({
      method: 'POST',
      url: '/trpc/locale.set',
      headers: {
        'x-kado-csrf': '1',
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: `kado_session=${secrets.session}`,
      },
      payload: { locale: 'th' },
    });
    await app.close();
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(() => JSON.parse(line) as unknown).not.toThrow();
      for (const secret of Object.values(secrets)) expect(line).not.toContain(secret);
    }
    expect(lines.join('')).toContain('/bff/callback');
  });
});
