/**
 * The SPA replaces the painted page (the BFF's HTML) with the same markup. Whoever tabbed into the
 * painted page before the scripts arrived keeps their place: the element at the same position among
 * the focusable ones gets the focus back.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** A way back to the focused element inside `container`, once its content has been replaced. */
export function rememberFocus(container: HTMLElement): () => void {
  const active = document.activeElement;
  const index =
    active && active !== container && container.contains(active)
      ? [...container.querySelectorAll(FOCUSABLE)].indexOf(active)
      : -1;
  return () => {
    if (index < 0) return;
    container.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus({ preventScroll: true });
  };
}
