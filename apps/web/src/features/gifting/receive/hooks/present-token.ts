/**
 * The link's token (`/receive?card=<id>#<token>`). It lives in the fragment so it never reaches a
 * server, a log or a Referer; once read, it moves to this tab's sessionStorage and leaves the
 * address bar (history, screenshots, a shared screen). The tab keeps it while the recipient signs
 * in or up, so the way back (`/receive?card=<id>`, the BFF never sees fragments) finds it again.
 */
import { useEffect, useState } from 'react';

import { presentTokenSchema } from '@kado/shared/schemas';

/** Scoped to this screen; one gift at a time per tab. */
export const PRESENT_TOKEN_STORAGE_KEY = 'kado.gifting.receive.token';

interface StoredToken {
  card: string | null;
  token: string;
}

export type PresentTokenState =
  | { kind: 'token'; token: string; fromFragment: boolean }
  /** The fragment is there but is not a gift link's token (cut short, edited). */
  | { kind: 'invalid' }
  /** No fragment and nothing kept for this card. */
  | { kind: 'missing' };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (some private modes): the token then lives only as long as the page.
    return null;
  }
}

function readStored(): StoredToken | null {
  const raw = storage()?.getItem(PRESENT_TOKEN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { card, token } = value as Record<string, unknown>;
    if (!presentTokenSchema.safeParse(token).success) return null;
    return { card: typeof card === 'string' ? card : null, token: token as string };
  } catch {
    return null;
  }
}

export function keepPresentToken(card: string | null, token: string): void {
  try {
    storage()?.setItem(PRESENT_TOKEN_STORAGE_KEY, JSON.stringify({ card, token }));
  } catch {
    // Full or blocked storage: the page still works, only the way back after signing in does not.
  }
}

export function forgetPresentToken(): void {
  storage()?.removeItem(PRESENT_TOKEN_STORAGE_KEY);
}

/** What the address (and, without a fragment, this tab's storage) says the token is. */
export function readPresentToken(hash: string, card: string | null): PresentTokenState {
  const fragment = hash.replace(/^#/, '');
  if (fragment) {
    return presentTokenSchema.safeParse(fragment).success
      ? { kind: 'token', token: fragment, fromFragment: true }
      : { kind: 'invalid' };
  }
  const stored = readStored();
  // A token kept for another gift's card is not this one's.
  if (stored && (card === null || stored.card === null || stored.card === card)) {
    return { kind: 'token', token: stored.token, fromFragment: false };
  }
  return { kind: 'missing' };
}

/**
 * The token, read once when the page opens. A token from the fragment is kept in sessionStorage and
 * the fragment is taken out of the address bar (the history entry is replaced, not added to).
 */
export function usePresentToken(card: string | null): PresentTokenState {
  const [state] = useState(() => readPresentToken(window.location.hash, card));

  useEffect(() => {
    if (state.kind !== 'token' || !state.fromFragment) return;
    keepPresentToken(card, state.token);
    const { pathname, search } = window.location;
    if (window.location.hash) {
      // The router's own entry state is kept, so back and forward still line up with its history.
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  }, [state, card]);

  return state;
}
