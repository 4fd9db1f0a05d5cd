import { cleanup, screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { LOCALES } from '@kado/shared';

import { startBffDouble, type BffDouble } from '../../test/bff-double';
import { renderApp } from '../../test/render-app';
import { markFirstPagePainted } from '../../components/page-transition/use-page-transition';
import { renderPageShells } from './render-shells';

let bff: BffDouble;
beforeAll(async () => {
  bff = await startBffDouble();
});
afterAll(async () => {
  cleanup(); // the last page first, so none of its requests outlives the double
  await bff.close();
});

/** React's generated ids differ between a server render and a client render; nothing else may. */
const sameIds = (html: string) =>
  html.replace(/(id|aria-controls)="[^"]*?(-panel)?"/g, '$1="id$2"');
const parts = (root: ParentNode) =>
  ['header', 'section.home-hero', '.gift-strip__head'].map((selector) =>
    sameIds(root.querySelector(selector)?.outerHTML ?? `no ${selector}`),
  );

const shells = await renderPageShells();

it.each(LOCALES.map((locale) => locale.code))(
  'paints the home page in %s as the SPA’s first render draws it for a signed-out visitor',
  async (code) => {
    markFirstPagePainted();
    const { container } = await renderApp(bff, '/', { locale: code });
    await screen.findByRole('heading', { level: 1 });
    const painted = document.createElement('div');
    painted.innerHTML = shells.home?.[code] ?? '';
    expect(parts(painted)).toEqual(parts(container));
    // The page arrives without the enter animation, which would hide the painted page again.
    expect(container.querySelector('main > div')?.className).toBe('');
  },
);
