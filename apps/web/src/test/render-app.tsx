/** Renders the real app (createApp, its router and guards) against a BFF double. */
import { render } from '@testing-library/react';
import { vi } from 'vitest';

import type { RuntimeConfig } from '@kado/shared/schemas';

import { App, createApp } from '../app/app';
import { createI18n } from '../lib/i18n';
import type { BffDouble } from './bff-double';

export const TEST_CONFIG: RuntimeConfig = {
  environment: 'test',
  apiBaseUrl: '/trpc',
  locale: 'en',
  sentryDsn: null,
  sentryTracesSampleRate: 0.1,
  gtmId: null,
  imageCdnUrl: '/images',
  giftBoxSiteUrl: null,
  initialError: null,
};

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/** Opens `path` at the double's origin, as if the BFF had served the page. */
export function openPage(bff: BffDouble, path: string): void {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${bff.origin}${path}`);
}

export async function renderApp(bff: BffDouble, path: string, config: Partial<RuntimeConfig> = {}) {
  openPage(bff, path);
  // Full-page navigations (sign-in, sign-out) leave the SPA: record them instead.
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  // spyOn hands back the same spy on every render: start each one with no recorded calls.
  assign.mockClear();
  const app = createApp({ ...TEST_CONFIG, ...config }, await createI18n(config.locale ?? 'en'));
  const view = render(<App app={app} />);
  return { app, assign, ...view };
}
