/**
 * The SPA replaces the painted page (the BFF's HTML) with the same markup. Whoever tabbed into the
 * painted page before the scripts arrived, or while the SPA was building its first render, keeps
 * their place: the element at the same position among the focusable ones gets the focus back.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * A way back to the focused element inside `container`, once its content has been replaced. The
 * painted page stays as it is until then, so the focus is followed until the moment it is needed.
 */
export function rememberFocus(container: HTMLElement): () => void {
  const focusables = [...container.querySelectorAll(FOCUSABLE)];
  let active = document.activeElement;
  const follow = (event: FocusEvent) => {
    active = event.target as Element;
  };
  document.addEventListener('focusin', follow);
  return () => {
    document.removeEventListener('focusin', follow);
    const index = active && active !== container ? focusables.indexOf(active) : -1;
    if (index < 0) return;
    container.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus({ preventScroll: true });
  };
}
