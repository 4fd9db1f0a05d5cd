import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { SIGNED_IN_VIEW, startBffDouble, type BffDouble } from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

let bff: BffDouble;

afterEach(async () => {
  await bff.close();
});

describe('a fresh sign-in before deleting the account (REAUTH_REQUIRED)', () => {
  it('says why and links to a sign-in that comes back to the open step', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW, deletionRefusal: 'REAUTH_REQUIRED' });
    const { app, assign } = await renderApp(bff, '/account-info#account-delete');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    // The open step is in the address, so coming back opens it again.
    expect(app.router.state.location.search).toBe('?step=delete-account');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete my account for good' }),
    );

    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain('Please sign in again');
    expect(notice.textContent).toContain('needs a sign-in from the last 10 minutes');
    const link = within(notice).getByRole('link', { name: 'Sign in again' });
    expect(link.getAttribute('href')).toBe(
      '/auth/login?max_age=600&redirect=%2Faccount-info%3Fstep%3Ddelete-account%23account-delete',
    );
    await waitFor(() => {
      expect(document.activeElement).toBe(link);
    });
    // Nothing was deleted and the page stayed: the shopper decides to sign in.
    expect(bff.state.profile).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the step again when the sign-in lands back on it', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW });
    const { app } = await renderApp(bff, '/account-info?step=delete-account');
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(app.router.state.location.search).toBe('');
    });
  });

  it('hands the fresh sign-in over to the BFF with max_age, though signed in', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW });
    const { app, assign } = await renderApp(
      bff,
      '/auth/login?max_age=600&redirect=%2Faccount-info%3Fstep%3Ddelete-account',
    );
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(
        '/bff/login?redirect=%2Faccount-info%3Fstep%3Ddelete-account&max_age=600',
      );
    });
    expect(app.router.state.location.pathname).toBe('/auth/login');
  });
});

describe('a fresh sign-in before changing a verified phone (REAUTH_REQUIRED)', () => {
  it('says why in the phone dialog and comes back to it', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW, otpRefusal: 'REAUTH_REQUIRED' });
    await renderApp(bff, '/account-info');
    await userEvent.click(await screen.findByRole('button', { name: 'Change phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your phone number' });
    const input = within(dialog).getByLabelText(/mobile number/i);
    await userEvent.clear(input);
    await userEvent.type(input, '81234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain('changing your phone number needs a sign-in');
    expect(within(notice).getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/auth/login?max_age=600&redirect=%2Faccount-info%3Fstep%3Dchange-phone',
    );
  });
});

describe('the nested duplicate /account-info/account-info', () => {
  it('lands on /account-info with the section hash, opened directly', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW });
    const { app } = await renderApp(
      bff,
      '/account-info/account-info?step=change-phone#account-phone',
    );
    await screen.findByRole('dialog', { name: 'Change your phone number' });
    // Loaders never see the hash: the app hands the guard the one of the address.
    expect(app.router.state.location).toMatchObject({
      pathname: '/account-info',
      search: '?step=change-phone',
      hash: '#account-phone',
    });
  });

  it('lands on /account-info with the section hash from a link inside the app', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW });
    const { app } = await renderApp(bff, '/top');
    await screen.findByRole('heading', { level: 1 });
    await app.router.navigate('/account-info/account-info#account-language');
    await screen.findByRole('heading', { level: 2, name: 'Language' });
    expect(app.router.state.location).toMatchObject({
      pathname: '/account-info',
      hash: '#account-language',
    });
    expect(window.location.pathname + window.location.hash).toBe('/account-info#account-language');
  });
});
