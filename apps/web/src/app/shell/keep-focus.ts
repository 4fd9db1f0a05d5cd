/**
 * The SPA replaces the painted page (the BFF's HTML) with the same markup. Whoever tabbed into the
 * painted page before the scripts arrived, or while the SPA was building its first render, keeps
 * their place: the element at the same position among the focusable ones gets the focus back, and
 * what they typed or chose in a form field is in the same field again.
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

/**
 * Set by the BFF's boot-on-intent starter (apps/bff/src/routes/page-shells.ts) on the painted button
 * a visitor pressed before the SPA could answer it.
 */
const PRESSED = 'data-kado-pressed';

/**
 * A way to press again, in the SPA's render, the painted button the visitor pressed before the SPA
 * was there (a menu, the language): the press is answered late rather than lost. The button is
 * found again by its position among the buttons, as the focus is.
 */
export function rememberPress(container: HTMLElement): () => void {
  const painted = [...container.querySelectorAll('button')];
  return () => {
    const index = painted.findIndex((button) => button.hasAttribute(PRESSED));
    if (index < 0) return;
    container.querySelectorAll('button')[index]?.click();
  };
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const FIELDS = 'input, select, textarea';

/** Whether the visitor changed `field` from what the paint drew. */
function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * A way to carry what the visitor typed or chose in the painted page's form fields (a search begun
 * before the scripts arrived) into the same fields of the SPA's render, the field found again by its
 * position and name. Each value goes in as the visitor's own input would, through the element's own
 * value setter and an input or change event, so the component's state takes it too.
 */
export function rememberEdits(container: HTMLElement): () => void {
  const painted = [...container.querySelectorAll<Field>(FIELDS)];
  return () => {
    const fields = container.querySelectorAll<Field>(FIELDS);
    painted.forEach((old, index) => {
      const field = fields[index];
      if (!field || field.name !== old.name || field.type !== old.type || !edited(old)) return;
      if (
        field instanceof HTMLInputElement &&
        (field.type === 'checkbox' || field.type === 'radio')
      ) {
        if (field.checked !== (old as HTMLInputElement).checked) field.click();
        return;
      }
      // The prototype's setter, not the property: React tracks the property to tell real input.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        old.value,
      );
      const event = field instanceof HTMLSelectElement ? 'change' : 'input';
      field.dispatchEvent(new Event(event, { bubbles: true }));
    });
  };
}
