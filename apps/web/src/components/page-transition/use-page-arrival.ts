import { useEffect, useRef } from 'react';
import { NavigationType, type Location } from 'react-router';

import { ScrollMemory } from './scroll-memory';

let memory: ScrollMemory | undefined;

function scrollMemory(): ScrollMemory {
  if (!memory) {
    memory = new ScrollMemory(safeSessionStorage());
    window.addEventListener('pagehide', () => memory?.persist());
  }
  return memory;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Takes over from the browser: a reload or back navigation is restored from ScrollMemory. */
export function takeOverScrollRestoration(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
}

const RESTORE_ATTEMPT_MS = 1000;

/** Scrolls to `y` once the page is tall enough (its data may still be arriving), for up to 1 s. */
function restoreScroll(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    const reached = Math.abs(window.scrollY - y) < 2;
    if (!reached && performance.now() - started < RESTORE_ATTEMPT_MS) {
      frame = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => {
    cancelAnimationFrame(frame);
  };
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function focusHeading(): void {
  document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
}

export interface Arrival {
  readonly location: Location;
  readonly navigationType: NavigationType;
  /** The route keeps the scroll position on a page change (RouteDef.keepScroll). */
  readonly keepScroll: boolean;
}

/** Whether the focus is on nothing: the control that held it left the page, or it never had one. */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * What happens when a page is shown (PRODUCT.md §8): back/forward and reload restore the saved
 * position, a hash scrolls to its anchor, other page changes scroll to the top unless the route
 * keeps its scroll. After a link or redirect, focus moves to the page heading so screen readers
 * start at the new content. The current position is remembered for this history entry.
 *
 * A change of the same page's address (a search typed, a sort or tab chosen: only the query
 * changes) is no arrival: the visitor stays where they are, focus and scroll, and the heading takes
 * the focus only if the control that had it is gone (a search panel that closed on submit). Moving
 * it anyway took the focus out of the search box as the debounced search wrote the address, and
 * away from the card a keyboard user had reached in a painted page whose search the SPA carried on.
 */
export function usePageArrival({ location, navigationType, keepScroll }: Arrival): void {
  const { key, hash, pathname } = location;
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    const saved = scrollMemory().get(key);
    if (navigationType === NavigationType.Pop && saved !== undefined) return restoreScroll(saved);
    const target = hashTarget(hash);
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (samePage) {
      if (navigationType !== NavigationType.Pop && focusLost()) focusHeading();
      return;
    }
    if (!keepScroll) window.scrollTo(0, 0);
    if (navigationType !== NavigationType.Pop) focusHeading();
  }, [key, hash, pathname, navigationType, keepScroll]);

  useEffect(() => {
    const remember = () => {
      scrollMemory().save(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
    };
  }, [key]);
}
