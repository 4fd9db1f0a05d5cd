import { useEffect, useRef, useState } from 'react';

import './page-transition.css';

export const PAGE_ENTER_CLASS = 'page-enter-active';
export const PAGE_LEAVE_CLASS = 'page-leave-active';

let firstPagePainted = false;

/**
 * The first page is already on screen (the BFF painted it in the HTML): it appears without the
 * enter animation, which would otherwise hide it and fade it in again.
 */
export function markFirstPagePainted(): void {
  firstPagePainted = true;
}

/** Resolves when the element's running CSS animations end (at once when there are none). */
function animationsDone(element: Element | null): Promise<unknown> {
  if (!element || typeof element.getAnimations !== 'function') return Promise.resolve();
  return Promise.allSettled(element.getAnimations().map((animation) => animation.finished));
}

/**
 * The `page` transition, out-in, also on first load (Vue's `<Transition name="page" mode="out-in"
 * appear>`): when `pageKey` changes, the page that was shown keeps rendering under
 * `page-leave-active` until its animation ends, then the new one mounts under `page-enter-active`.
 * Render the page with `key={shownKey}` and freeze it while `leaving`. Under reduced motion the CSS
 * has no animation, so the swap is immediate.
 */
export function usePageTransition(pageKey: string) {
  const [shownKey, setShownKey] = useState(pageKey);
  const [entering, setEntering] = useState(() => !firstPagePainted);
  const ref = useRef<HTMLDivElement>(null);
  const leaving = pageKey !== shownKey;

  useEffect(() => {
    if (!leaving) return;
    let cancelled = false;
    void animationsDone(ref.current).then(() => {
      if (cancelled) return;
      setShownKey(pageKey);
      setEntering(true);
    });
    return () => {
      cancelled = true;
    };
  }, [leaving, pageKey]);

  useEffect(() => {
    if (!entering) return;
    let cancelled = false;
    void animationsDone(ref.current).then(() => {
      if (!cancelled) setEntering(false);
    });
    return () => {
      cancelled = true;
    };
  }, [entering, shownKey]);

  const className = leaving ? PAGE_LEAVE_CLASS : entering ? PAGE_ENTER_CLASS : undefined;
  return { shownKey, leaving, className, ref };
}
