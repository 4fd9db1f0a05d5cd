import type { LoaderFunctionArgs } from 'react-router';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';

import { SIGNED_OUT, type SessionFacts } from '@kado/shared';

import { createGuardLoader, type GuardDeps } from './guard';

const SIGNED_IN: SessionFacts = { signedIn: true, phoneVerified: false };

function loaderFor(session: SessionFacts, overrides: Partial<GuardDeps> = {}) {
  const loader = createGuardLoader({
    getSession: () => Promise.resolve(session),
    currentHash: () => '',
    takeInitialError: () => null,
    ...overrides,
  });
  return (url: string) =>
    loader({
      request: new Request(`http://localhost:3000${url}`),
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs) as Promise<unknown>;
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

describe('guard loader', () => {
  it('lets an allowed page render', async () => {
    await expect(loaderFor(SIGNED_OUT)('/gift-items')).resolves.toEqual({ verifyPhone: false });
  });

  it('redirects (push) to sign-in with the path and query', async () => {
    const response = (await loaderFor(SIGNED_OUT)('/my-gift?tab=used')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Fmy-gift%3Ftab%3Dused');
    expect(response.headers.get('X-Remix-Replace')).toBeNull();
  });

  it('replaces a nested duplicate and keeps the hash it cannot see in the request', async () => {
    const load = loaderFor(SIGNED_OUT, { currentHash: () => '#form' });
    const response = (await load('/contact-us/contact-us?a=1')) as Response;
    expect(response.headers.get('Location')).toBe('/contact-us?a=1#form');
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('asks for phone verification on identity pages', async () => {
    await expect(loaderFor(SIGNED_IN)('/point-merge')).resolves.toEqual({
      verifyPhone: true,
      continueTo: '/point-merge',
    });
  });

  it('fails with 404 for an unknown path', async () => {
    // The router turns this data() result into the route error response the error page reads.
    await expect(thrown(loaderFor(SIGNED_OUT)('/nope'))).resolves.toMatchObject({
      data: 'This page could not be found',
      init: { status: 404 },
    });
  });

  it("fails once with the server's initial error, then decides normally", async () => {
    let initial: { status: number; message: string } | null = {
      status: 404,
      message: 'This page could not be found',
    };
    const load = loaderFor(SIGNED_OUT, {
      takeInitialError: () => {
        const error = initial;
        initial = null;
        return error;
      },
    });
    await expect(thrown(load('/faq'))).resolves.toMatchObject({ init: { status: 404 } });
    await expect(load('/faq')).resolves.toEqual({ verifyPhone: false });
  });

  describe('offline, with no session known yet', () => {
    const VOUCHER_PAGE = '/gift-items/8f0c2d7e-1b9a-4e0b-9c1d-2f3a4b5c6d7e/gift-detail';
    // A session request made offline waits for the network: it never settles here.
    const offline = (kept: boolean) =>
      loaderFor(SIGNED_OUT, {
        isOnline: () => false,
        getSession: () => new Promise<SessionFacts>(() => undefined),
        hasKeptVouchers: () => Promise.resolve(kept),
      });

    it('opens my vouchers and a voucher when vouchers are kept on this device', async () => {
      await expect(offline(true)('/my-gift')).resolves.toEqual({ verifyPhone: false });
      await expect(offline(true)(VOUCHER_PAGE)).resolves.toEqual({ verifyPhone: false });
    });

    it('sends the wallet to sign-in when nothing is kept', async () => {
      const response = (await offline(false)('/my-gift')) as Response;
      expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Fmy-gift');
    });

    it('opens no other signed-in page for what is kept, and public pages as usual', async () => {
      const response = (await offline(true)('/point-merge')) as Response;
      expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Fpoint-merge');
      await expect(offline(true)('/gift-items')).resolves.toEqual({ verifyPhone: false });
    });

    it('counts a session request that gets no answer from the BFF as offline', async () => {
      const load = loaderFor(SIGNED_OUT, {
        isOnline: () => true,
        getSession: () => Promise.reject(new TRPCClientError('Failed to fetch')),
        hasKeptVouchers: () => Promise.resolve(true),
      });
      await expect(load('/my-gift')).resolves.toEqual({ verifyPhone: false });
    });

    it('decides on the session when it is already known', async () => {
      const load = loaderFor(SIGNED_OUT, {
        isOnline: () => false,
        hasKeptVouchers: () => Promise.resolve(true),
      });
      const response = (await load('/my-gift')) as Response;
      expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Fmy-gift');
    });
  });
});
