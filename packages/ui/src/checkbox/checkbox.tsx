import type { ComponentPropsWithRef } from 'react';

import {
  FieldError,
  FieldHint,
  fieldClassName,
  useFieldIds,
  type FieldTextProps,
} from '../field/field';
import './checkbox.css';

export type CheckboxProps = Omit<FieldTextProps, 'optional'> &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>;

/** A native checkbox with its label beside it; takes react-hook-form's `register` as is. */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={fieldClassName(ids.invalid, className)}>
      <div className="kado-check">
        <input
          {...input}
          type="checkbox"
          id={ids.fieldId}
          className="kado-check__box"
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.fieldId} className="kado-check__label">
          {label}
        </label>
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
