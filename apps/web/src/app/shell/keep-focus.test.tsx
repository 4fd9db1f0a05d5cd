import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { rememberEdits, rememberFocus, rememberPress } from './keep-focus';

const PAGE =
  '<header><a href="/">Home</a><button>Menu</button></header><main><a href="/x">X</a></main>';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A root on the page holding `html`, as the BFF paints it. */
function paint(html: string): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = html;
  return root;
}

it('gives the focus back to the same control once the painted page is replaced', () => {
  const root = paint(PAGE);
  root.querySelector('button')?.focus();
  const restore = rememberFocus(root);
  root.innerHTML = PAGE; // what the SPA's first render does, element for element
  expect(document.activeElement).toBe(document.body);
  restore();
  expect(document.activeElement).toBe(root.querySelector('button'));
});

it('leaves the focus alone when it was not inside the painted page', () => {
  const root = paint(PAGE);
  const outside = document.createElement('button');
  document.body.append(outside);
  outside.focus();
  const restore = rememberFocus(root);
  root.innerHTML = PAGE;
  restore();
  expect(document.activeElement).toBe(outside);
});

it('follows the focus while the SPA builds its first render, until the paint is replaced', () => {
  const root = paint(PAGE);
  root.querySelector('button')?.focus();
  const restore = rememberFocus(root);
  root.querySelector<HTMLElement>('main a')?.focus(); // a Tab while the render is in slices
  root.innerHTML = PAGE;
  restore();
  expect(document.activeElement).toBe(root.querySelector('main a'));
});

describe('a button pressed in the paint before the SPA was there', () => {
  const TWO_BUTTONS = '<header><button>Search</button><button>Menu</button></header>';

  /** Replaces the paint as the SPA does, with buttons that count their presses. */
  function takeOver(root: HTMLElement) {
    root.innerHTML = TWO_BUTTONS;
    const presses: string[] = [];
    root.querySelectorAll('button').forEach((button) => {
      button.addEventListener('click', () => presses.push(button.textContent ?? ''));
    });
    return presses;
  }

  it('is pressed again in the SPA, found by its place among the buttons', () => {
    const root = paint(TWO_BUTTONS);
    // What the BFF's boot-on-intent starter marks (apps/bff/src/routes/page-shells.ts).
    root.querySelectorAll('button')[1]?.setAttribute('data-kado-pressed', '');
    const replay = rememberPress(root);
    const presses = takeOver(root);
    replay();
    expect(presses).toEqual(['Menu']);
  });

  it('is not made up when nothing was pressed', () => {
    const root = paint(TWO_BUTTONS);
    const replay = rememberPress(root);
    const presses = takeOver(root);
    replay();
    expect(presses).toEqual([]);
  });
});

describe('what the visitor typed in the paint', () => {
  const FORM =
    '<form><input name="q" type="search" value=""><select name="sort">' +
    '<option value="popular" selected>Popular</option><option value="newest">Newest</option>' +
    '</select><input name="sale" type="checkbox"></form>';

  /** The SPA's render of the same form: controlled fields whose state shows what they hold. */
  function Form() {
    const [q, setQ] = useState('');
    const [sort, setSort] = useState('popular');
    const [sale, setSale] = useState(false);
    return (
      <form>
        <input
          name="q"
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
          }}
        />
        <select
          name="sort"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value);
          }}
        >
          <option value="popular">Popular</option>
          <option value="newest">Newest</option>
        </select>
        <input
          name="sale"
          type="checkbox"
          checked={sale}
          onChange={(event) => {
            setSale(event.target.checked);
          }}
        />
        <output>{`${q}|${sort}|${String(sale)}`}</output>
      </form>
    );
  }

  function takeOver(edit: (root: HTMLElement) => void) {
    const root = paint(FORM);
    edit(root);
    const restore = rememberEdits(root);
    const reactRoot = createRoot(root);
    act(() => {
      reactRoot.render(<Form />);
    });
    act(restore);
    const state = root.querySelector('output')?.textContent;
    act(() => {
      reactRoot.unmount();
    });
    return state;
  }

  it('is carried into the same fields of the SPA, state included', () => {
    const state = takeOver((root) => {
      const q = root.querySelector<HTMLInputElement>('input[name=q]');
      const sort = root.querySelector<HTMLSelectElement>('select');
      const sale = root.querySelector<HTMLInputElement>('input[name=sale]');
      if (!q || !sort || !sale) throw new Error('the paint has no form');
      q.value = 'latte';
      sort.value = 'newest';
      sale.checked = true;
    });
    expect(state).toBe('latte|newest|true');
  });

  it('leaves fields the visitor did not touch as the SPA draws them', () => {
    expect(takeOver(() => undefined)).toBe('|popular|false');
  });
});
