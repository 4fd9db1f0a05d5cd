import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { startBffDouble, type BffDouble } from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

let bff: BffDouble | undefined;
let finish: () => void = () => undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await bff?.close();
});

/** Every element reports one running animation, which ends when the test calls `finishAnimation`. */
function controlAnimations() {
  vi.spyOn(Element.prototype, 'getAnimations').mockImplementation(() => {
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    return [{ finished } as unknown as Animation];
  });
}

async function finishAnimation() {
  await act(async () => {
    finish();
    await Promise.resolve();
  });
}

it('takes the leaving page out of the accessibility tree, so only the new page has a heading', async () => {
  controlAnimations();
  bff = await startBffDouble();
  const { app } = await renderApp(bff, '/contact-us');
  const old = await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  await finishAnimation();

  await act(() => app.router.navigate('/language'));
  // The old page still fades out on screen, but inert: no heading to read, nothing to focus.
  expect(old.isConnected).toBe(true);
  expect(old.closest('[inert]')).not.toBeNull();
  expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([]);

  await finishAnimation();
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]).not.toBe(old);
  expect(headings[0]?.closest('[inert]')).toBeNull();
  await waitFor(() => {
    expect(document.activeElement).toBe(headings[0]);
  });
});
