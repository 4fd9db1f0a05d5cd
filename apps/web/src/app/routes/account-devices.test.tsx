import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import {
  SIGNED_IN_VIEW,
  startBffDouble,
  type BffDouble,
  type DeviceSessionDouble,
} from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

let bff: BffDouble;

afterEach(async () => {
  await bff.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const THIS_DEVICE: DeviceSessionDouble = {
  id: 'aaaaaaaaaaaaaaaaaaaaaa',
  browser: 'Chrome',
  os: 'macOS',
  deviceType: 'desktop',
  place: { kind: 'local' },
  signedInAt: '2026-03-09T04:00:00.000Z',
  lastSeenAt: minutesAgo(0),
  current: true,
};
const PHONE: DeviceSessionDouble = {
  id: 'bbbbbbbbbbbbbbbbbbbbbb',
  browser: 'Safari',
  os: 'iOS',
  deviceType: 'mobile',
  place: { kind: 'network', network: '203.0.113.0/24' },
  signedInAt: '2026-03-01T04:00:00.000Z',
  lastSeenAt: minutesAgo(5),
  current: false,
};
const TABLET: DeviceSessionDouble = {
  id: 'cccccccccccccccccccccc',
  browser: null,
  os: null,
  deviceType: null,
  place: { kind: 'unknown' },
  signedInAt: '2026-02-01T04:00:00.000Z',
  lastSeenAt: minutesAgo(3 * 24 * 60),
  current: false,
};

async function openDevices(devices: DeviceSessionDouble[]) {
  // The BFF orders by last seen, newest first; this device is not always first there.
  bff = await startBffDouble({ session: SIGNED_IN_VIEW, devices });
  const view = await renderApp(bff, '/account-info/devices');
  await screen.findByRole('heading', { level: 1, name: 'Your devices' });
  await screen.findByRole('heading', { level: 2, name: /^Signed in on \d+ devices?$/ });
  return view;
}

function deviceCards() {
  return within(screen.getByRole('list', { name: /^Signed in on/ })).getAllByRole('listitem');
}

describe('/account-info/devices', () => {
  it('lists every session in a list, this device first and marked, with its facts', async () => {
    await openDevices([PHONE, THIS_DEVICE, TABLET]);
    expect(screen.getByRole('heading', { level: 2, name: 'Signed in on 3 devices' })).toBeTruthy();
    const cards = deviceCards();
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards.map((card) => within(card));
    expect(first?.getByRole('heading', { level: 3 }).textContent).toBe('Chrome on macOS');
    expect(first?.getByText('This device')).toBeTruthy();
    expect(first?.getByText('Local network')).toBeTruthy();
    expect(first?.getByText('Active now')).toBeTruthy();
    // This device signs out with the usual sign-out, not from the list.
    expect(first?.queryByRole('button')).toBeNull();

    expect(second?.getByRole('heading', { level: 3 }).textContent).toBe('Safari on iOS');
    expect(second?.queryByText('This device')).toBeNull();
    expect(second?.getByText('Phone')).toBeTruthy();
    expect(second?.getByText('203.0.113.0/24')).toBeTruthy();
    expect(second?.getByText('5 minutes ago')).toBeTruthy();
    const signedIn = cards[1]?.querySelector('time[datetime="2026-03-01T04:00:00.000Z"]');
    expect(signedIn?.textContent).toMatch(/2026/);
    expect(second?.getByRole('button', { name: 'Sign out Safari on iOS' })).toBeTruthy();

    expect(third?.getByRole('heading', { level: 3 }).textContent).toBe('Unknown device');
    expect(third?.getByText('Unknown')).toBeTruthy();
    expect(third?.getByText('3 days ago')).toBeTruthy();
  });

  it('signs out one other device, says so and reads the list again', async () => {
    await openDevices([THIS_DEVICE, PHONE, TABLET]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await screen.findByText('Safari on iOS is signed out.');
    await waitFor(() => {
      expect(deviceCards()).toHaveLength(2);
    });
    expect(bff.state.devices.map((device) => device.id)).toEqual([THIS_DEVICE.id, TABLET.id]);
    expect(screen.queryByRole('button', { name: 'Sign out Safari on iOS' })).toBeNull();
    // The button that had the focus is gone: the list's heading takes it.
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Signed in on 2 devices');
    });
  });

  it('says a device that ended meanwhile was already signed out, without an error', async () => {
    await openDevices([THIS_DEVICE, PHONE]);
    bff.state.devices = [THIS_DEVICE];
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await screen.findByText('Safari on iOS was already signed out.');
    await waitFor(() => {
      expect(deviceCards()).toHaveLength(1);
    });
    expect(screen.queryByText("We couldn't find what you were looking for.")).toBeNull();
  });

  it('signs out all other devices after a confirmation, then shows only this one', async () => {
    await openDevices([THIS_DEVICE, PHONE, TABLET]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other devices?' });
    expect(dialog.textContent).toContain('2 other devices will be signed out straight away.');
    // Cancelling ends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(bff.state.devices).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Sign out the others' }));
    await screen.findByText('2 other devices are signed out.');
    await screen.findByRole('heading', { level: 2, name: 'Only this device' });
    expect(deviceCards()).toHaveLength(1);
    expect(bff.state.devices).toEqual([THIS_DEVICE]);
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('shows the empty state when only this device is signed in', async () => {
    await openDevices([THIS_DEVICE]);
    expect(screen.getByRole('heading', { level: 2, name: 'Signed in on 1 device' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Only this device' })).toBeTruthy();
    expect(screen.getByText('Your account is not signed in anywhere else.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign out/ })).toBeNull();
  });

  it('is reached from /account-info', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW, devices: [THIS_DEVICE] });
    const { app } = await renderApp(bff, '/account-info');
    await userEvent.click(await screen.findByRole('link', { name: 'See your devices' }));
    await screen.findByRole('heading', { level: 1, name: 'Your devices' });
    expect(app.router.state.location.pathname).toBe('/account-info/devices');
  });

  it('leads back to the devices section of /account-info, not to the top of the page', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW, devices: [THIS_DEVICE] });
    const { app } = await renderApp(bff, '/account-info/devices');
    const back = await screen.findByRole('link', { name: 'Back to your account' });
    expect(back.getAttribute('href')).toBe('/account-info#account-devices');
    await userEvent.click(back);
    await screen.findByRole('heading', { level: 2, name: 'Devices' });
    expect(app.router.state.location).toMatchObject({
      pathname: '/account-info',
      hash: '#account-devices',
    });
  });
});
