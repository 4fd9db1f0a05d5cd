/**
 * The terms of service documents: one Markdown file per locale in src/content/terms, each its own
 * lazily loaded chunk, fetched when the terms route renders (never in the first load).
 */
import { useEffect, useState } from 'react';

import type { LocaleCode } from '@kado/shared';

import { importWithReload } from '../../../lib/chunk-reload';

const DOCUMENTS = import.meta.glob<string>('../../../content/terms/*.md', {
  query: '?raw',
  import: 'default',
});

const cache = new Map<LocaleCode, Promise<string>>();

/** The Markdown source of the terms in `code`. */
export function loadTerms(code: LocaleCode): Promise<string> {
  let pending = cache.get(code);
  if (!pending) {
    const load = DOCUMENTS[`../../../content/terms/${code}.md`];
    if (!load) return Promise.reject(new Error(`No terms for ${code}`));
    pending = importWithReload(load);
    // A failed load may succeed on the next visit.
    pending.catch(() => cache.delete(code));
    cache.set(code, pending);
  }
  return pending;
}

export type TermsState =
  { status: 'loading' } | { status: 'ready'; source: string } | { status: 'failed' };

export function useTerms(code: LocaleCode): TermsState {
  const [state, setState] = useState<{ code: LocaleCode; value: TermsState }>({
    code,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    loadTerms(code).then(
      (source) => {
        if (live) setState({ code, value: { status: 'ready', source } });
      },
      () => {
        if (live) setState({ code, value: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [code]);
  return state.code === code ? state.value : { status: 'loading' };
}
