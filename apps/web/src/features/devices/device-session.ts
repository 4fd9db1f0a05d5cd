/** One signed-in session as the devices screen shows it, and its name in words. */
import type { inferRouterOutputs } from '@trpc/server';
import type { TFunction } from 'i18next';

import type { AppRouter } from '@kado/bff/trpc';

export type DeviceSession = inferRouterOutputs<AppRouter>['devices']['list']['sessions'][number];

/** "Chrome on macOS", or what is known of it, or "Unknown device". */
export function deviceName(t: TFunction, session: Pick<DeviceSession, 'browser' | 'os'>): string {
  const { browser, os } = session;
  if (browser && os) return t('devices.name', { browser, os });
  return browser ?? os ?? t('devices.unknownDevice');
}

/** This device first, then the others as the BFF orders them (newest last-seen first). */
export function thisDeviceFirst<T extends Pick<DeviceSession, 'current'>>(sessions: T[]): T[] {
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}
