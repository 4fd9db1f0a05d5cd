import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '../test/render-with-i18n';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('announces going offline in a polite live region and clears it when back online', async () => {
    await renderWithI18n(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    goOffline(true);
    expect(region.textContent).toBe(
      'You are offline. Kado will catch up when your connection returns.',
    );
    goOffline(false);
    expect(region.textContent).toBe('');
  });
});
