import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

import { useUiStrings } from '../ui-provider/ui-provider';
import './error-summary.css';

export interface ErrorSummaryItem {
  /** The id of the field the message is about; the link moves focus there. */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: ReactNode;
  /**
   * Changes on every failed submit (react-hook-form's `submitCount`): the summary then takes focus,
   * so a keyboard or screen-reader user lands on the list of problems.
   */
  focusKey?: number | string;
}

/** The problems of a form at its top, each a link to its field. Renders nothing without errors. */
export function ErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
  const strings = useUiStrings();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors && focusKey !== undefined) ref.current?.focus();
    // Only a new submit moves focus, not each change of the list while the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  if (!hasErrors) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    const target =
      field.tagName === 'FIELDSET' ? (field.querySelector<HTMLElement>('input') ?? field) : field;
    target.focus();
    target.scrollIntoView({ block: 'center' });
  };

  return (
    <div ref={ref} className="kado-error-summary" tabIndex={-1} role="alert">
      <h2 className="kado-error-summary__title">{title ?? strings.errorSummary.title}</h2>
      <ul className="kado-error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                goTo(event, error.fieldId);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
