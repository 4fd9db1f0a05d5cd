import { afterEach, expect, it } from 'vitest';

import { rememberFocus } from './keep-focus';

const PAGE =
  '<header><a href="/">Home</a><button>Menu</button></header><main><a href="/x">X</a></main>';

afterEach(() => {
  document.body.innerHTML = '';
});

it('gives the focus back to the same control once the painted page is replaced', () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = PAGE;
  root.querySelector('button')?.focus();
  const restore = rememberFocus(root);
  root.innerHTML = PAGE; // what the SPA's first render does, element for element
  expect(document.activeElement).toBe(document.body);
  restore();
  expect(document.activeElement).toBe(root.querySelector('button'));
});

it('leaves the focus alone when it was not inside the painted page', () => {
  const root = document.createElement('div');
  const outside = document.createElement('button');
  document.body.append(root, outside);
  root.innerHTML = PAGE;
  outside.focus();
  const restore = rememberFocus(root);
  root.innerHTML = PAGE;
  restore();
  expect(document.activeElement).toBe(outside);
});

it('follows the focus while the SPA builds its first render, until the paint is replaced', () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = PAGE;
  root.querySelector('button')?.focus();
  const restore = rememberFocus(root);
  root.querySelector<HTMLElement>('main a')?.focus(); // a Tab while the render is in slices
  root.innerHTML = PAGE;
  restore();
  expect(document.activeElement).toBe(root.querySelector('main a'));
});
