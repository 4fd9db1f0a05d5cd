import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CSRF_HEADER, DEMO_ACCOUNT } from '@kado/shared';

import { SIGNED_IN_VIEW, makeGifts, startBffDouble, type BffDouble } from '../test/bff-double';
import { renderApp } from '../test/render-app';

let bff: BffDouble;

afterEach(async () => {
  await bff.close();
});

describe('guards on client navigation', () => {
  beforeEach(async () => {
    bff = await startBffDouble();
  });

  it('sends a signed-out visitor of /top to sign-in, which hands over to the BFF', async () => {
    const { app, assign } = await renderApp(bff, '/top?tab=1');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(app.router.state.location.pathname).toBe('/auth/login');
    expect(app.router.state.location.search).toBe('?redirect=%2Ftop%3Ftab%3D1');
    const expected = '/bff/login?redirect=%2Ftop%3Ftab%3D1';
    expect(screen.getByRole('link', { name: 'Continue to sign-in' }).getAttribute('href')).toBe(
      expected,
    );
    // The hand-over runs in an effect, which may come after the heading is on screen.
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(expected);
    });
  });

  it('on the offline shell waits to hand over until the network is back, even if the browser says online', async () => {
    // The worker served this page because a navigation failed; navigator.onLine may still be true.
    document.documentElement.dataset.kadoShell = 'offline';
    try {
      const { assign } = await renderApp(bff, '/auth/login?redirect=%2Fmy-gift');
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(assign).not.toHaveBeenCalled();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => {
        expect(assign).toHaveBeenCalledWith('/bff/login?redirect=%2Fmy-gift');
      });
    } finally {
      delete document.documentElement.dataset.kadoShell;
    }
  });

  it('explains a failed sign-in and waits instead of forwarding again', async () => {
    const { assign } = await renderApp(bff, '/auth/login?error=idp_unavailable&redirect=%2Ftop');
    await screen.findByRole('heading', { level: 1, name: "Sign-in didn't complete" });
    expect(screen.getByRole('alert').textContent).toBe(
      "The sign-in service isn't reachable right now. Please try again shortly.",
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/bff/login?redirect=%2Ftop',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('names the session store, not the IdP, when sign-in stopped because sessions are down', async () => {
    const { assign } = await renderApp(bff, '/auth/login?error=session_store_unavailable');
    await screen.findByRole('heading', { level: 1, name: "Sign-in didn't complete" });
    expect(screen.getByRole('alert').textContent).toBe(
      "Kado can't sign you in right now because our session service is down. Please try again shortly.",
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('forwards as usual when the error is not one the BFF sends', async () => {
    const { assign } = await renderApp(bff, '/auth/login?error=%3Cscript%3E');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/bff/login?redirect=%2Ftop');
    });
  });

  it('replaces a nested duplicate with its canonical path, keeping query and hash', async () => {
    const { app } = await renderApp(bff, '/contact-us/contact-us?a=1#form');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const { pathname, search, hash } = app.router.state.location;
    expect(pathname + search + hash).toBe('/contact-us?a=1#form');
  });

  it('shows the 404 page for an unknown path and clears it on the next navigation', async () => {
    const { app } = await renderApp(bff, '/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'This page could not be found' });
    expect(screen.getByText('Error 404')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await screen.findByRole('heading', { level: 1, name: 'Your points, your gifts' });
    expect(app.router.state.errors).toBeNull();
  });

  it('renders the error the BFF answered the first request with, keeping the middleware name', async () => {
    await renderApp(bff, '/top', {
      initialError: { status: 500, message: 'Unknown middleware auth' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Unknown middleware auth' });
    expect(screen.getByText('Error 500')).toBeTruthy();
  });

  it('sends every API request with the CSRF header', async () => {
    await renderApp(bff, '/');
    await screen.findByRole('link', { name: 'Gift 1' });
    expect(bff.apiRequests().length).toBeGreaterThan(0);
    for (const request of bff.apiRequests()) expect(request.headers[CSRF_HEADER]).toBe('1');
  });
});

describe('signed in', () => {
  beforeEach(async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW });
  });

  it('takes the session the page was served with instead of asking for it', async () => {
    await renderApp(bff, '/top', { session: SIGNED_IN_VIEW });
    await screen.findByRole('heading', { level: 1, name: `Hello, ${DEMO_ACCOUNT.name}` });
    expect(screen.getByRole('link', { name: 'My wallet' })).toBeTruthy();
    expect(bff.apiRequests().some((request) => request.url.includes('session.me'))).toBe(false);
  });

  it('greets the user on /top with the balance formatted for the locale', async () => {
    await renderApp(bff, '/top');
    await screen.findByRole('heading', { level: 1, name: `Hello, ${DEMO_ACCOUNT.name}` });
    const balance = await screen.findByTestId('balance');
    expect(balance.textContent).toBe('15,500');
    expect(screen.getByText('1,200 points on 1 July 2026')).toBeTruthy();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' }));
    expect(shortcuts.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/charge-history?charge=1',
      '/point-merge',
      '/charge-history',
      '/expiration-point',
      '/my-gift',
      '/sent-gifts',
      '/gift-items',
    ]);
  });

  it('opens the phone-verification flow instead of a page that needs a verified phone', async () => {
    await renderApp(bff, '/point-merge');
    await screen.findByRole('heading', { level: 1, name: 'Verify your phone to continue' });
    expect(screen.getByLabelText(/Mobile number/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    // The page itself (whose data needs the verified phone) waits until the phone is verified.
    expect(screen.queryByRole('heading', { name: 'Merge points' })).toBeNull();
  });

  it('sends the user to sign-in when the session ended at the BFF (401)', async () => {
    bff.state.balance = null; // the next points call finds the session gone
    const { app } = await renderApp(bff, '/top');
    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/auth/login');
    });
    expect(app.router.state.location.search).toBe('?redirect=%2Ftop');
  });

  it('switches the language: stores it at the BFF, translates the page, sets <html lang>', async () => {
    await renderApp(bff, '/language');
    const korean = await screen.findByRole('button', { name: /한국어/ });
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    const readsBefore = bff.state.sessionReads;
    await userEvent.click(korean);
    await screen.findByRole('heading', { level: 1, name: '언어' });
    expect(bff.state.localeSets).toEqual(['kr']);
    expect(document.documentElement.lang).toBe('ko-KR');
    expect(screen.getByRole('button', { name: /한국어/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await waitFor(() => {
      expect(bff.state.sessionReads).toBeGreaterThan(readsBefore);
    });
  });

  it('shows "My wallet" and the account menu in the header, and signs out through the BFF', async () => {
    const { assign } = await renderApp(bff, '/');
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'My wallet' }).getAttribute('href')).toBe('/top');
    await userEvent.click(nav.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Account settings',
      'My wallet',
      'Points history',
      'My gifts',
      'Gifts I sent',
      'Merge gift boxes',
      'Sign out',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/');
    });
    const logout = bff.requests.find((r) => r.url === '/bff/logout');
    expect(logout?.headers[CSRF_HEADER]).toBe('1');
    expect(logout?.headers['content-type']).toBe('application/json');
  });
});

describe('catalog', () => {
  beforeEach(async () => {
    bff = await startBffDouble({ gifts: makeGifts(20) });
  });

  it('loads more gifts page by page until the cursor runs out', async () => {
    await renderApp(bff, '/gift-items');
    await screen.findByText('Showing 12 gifts');
    expect(screen.getByRole('list', { name: 'Gifts' }).querySelectorAll('li')).toHaveLength(12);
    const gift = screen.getByRole('link', { name: 'Gift 1' });
    expect(gift.getAttribute('href')).toBe('/gift-items/g1');
    const image = gift.closest('article')?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/images/gifts/g1.webp');

    await userEvent.click(screen.getByRole('button', { name: 'Load more gifts' }));
    await screen.findByText('Showing 20 gifts');
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Load more gifts' })).toBeNull();
    });
  });
});

describe('header menu', () => {
  beforeEach(async () => {
    bff = await startBffDouble();
  });

  it('opens with the menu button and closes on Escape, returning focus', async () => {
    await renderApp(bff, '/faq');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Gifts');
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
