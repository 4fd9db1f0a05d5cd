import { useId, type ReactNode } from 'react';

import { cx } from '../class-names';
import { useUiStrings } from '../ui-provider/ui-provider';
import './field.css';

export interface FieldTextProps {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help shown under the label, read with the field (aria-describedby). */
  hint?: ReactNode;
  /** The error, shown and read with the field, which is then aria-invalid. */
  error?: ReactNode;
  /** Marks the label "(optional)"; required is the default a form states once. */
  optional?: boolean;
}

/** The ids a field's parts refer to each other by. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy, invalid: error ? true : undefined };
}

export function FieldLabel({
  htmlFor,
  optional,
  children,
  as: Tag = 'label',
  id,
}: {
  htmlFor?: string;
  optional?: boolean;
  children: ReactNode;
  as?: 'label' | 'legend' | 'span';
  id?: string;
}) {
  const strings = useUiStrings();
  return (
    <Tag className="kado-field__label" htmlFor={Tag === 'label' ? htmlFor : undefined} id={id}>
      {children}
      {optional && <span className="kado-field__optional"> ({strings.field.optional})</span>}
    </Tag>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="kado-field__hint">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="kado-field__error">
      <span className="kado-field__error-icon" aria-hidden="true">
        !
      </span>
      {children}
    </p>
  );
}

export function fieldClassName(invalid: boolean | undefined, className?: string) {
  return cx('kado-field', invalid && 'kado-field--invalid', className);
}
