/**
 * Short access tokens (security review finding 9): with a 5-minute lifetime the "5 minutes before
 * expiry" rule made every token due at once and every call refreshed; lifetimes of 10 minutes or
 * less now refresh at 0.75 only, once, through real calls to the real IdP.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { Browser } from './browser.js';
import { signIn, startTestStack, trpc, type TestStack } from './stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ accessTokenTtlSeconds: 300 });
});
afterAll(async () => {
  await stack.close();
});

describe('5-minute access tokens', () => {
  it('are not refreshed on every call, and are refreshed once at 0.75 of their lifetime', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const id = browser.cookiesFor(stack.bffUrl).get('kado_session')?.value;
    const first = await stack.services.sessions.load(id);
    const lifetime = (first?.data.tokens.expiresAt ?? 0) - (first?.data.tokens.issuedAt ?? 0);
    expect(lifetime).toBeGreaterThan(295_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);

    const refresh = vi.spyOn(stack.services.oidc, 'refresh');
    for (let i = 0; i < 5; i++) {
      expect((await trpc(browser, stack, 'points.balance')).status).toBe(200);
    }
    expect(refresh).not.toHaveBeenCalled();

    // 0.76 of the lifetime has passed: one refresh, then fresh tokens that are not due again.
    const session = await stack.services.sessions.load(id);
    if (!session) throw new Error('no session');
    session.data.tokens.issuedAt = Date.now() - 228_000;
    session.data.tokens.expiresAt = Date.now() + 72_000;
    await stack.services.sessions.save(session);
    for (let i = 0; i < 5; i++) {
      expect((await trpc(browser, stack, 'points.balance')).status).toBe(200);
    }
    expect(refresh).toHaveBeenCalledTimes(1);
    refresh.mockRestore();
  });
});
