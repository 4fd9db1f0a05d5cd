import type { ComponentPropsWithRef } from 'react';

import {
  FieldError,
  FieldHint,
  fieldClassName,
  useFieldIds,
  type FieldTextProps,
} from '../field/field';
import './switch.css';

export type SwitchProps = Omit<FieldTextProps, 'optional'> &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'role'>;

/**
 * An on/off setting that applies at once: a native checkbox with role="switch" (so screen readers say
 * on/off), drawn as a track and thumb. Takes react-hook-form's `register` as is.
 */
export function Switch({ label, hint, error, id, className, ...input }: SwitchProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={fieldClassName(ids.invalid, className)}>
      <div className="kado-switch">
        <label htmlFor={ids.fieldId} className="kado-switch__label">
          {label}
        </label>
        <input
          {...input}
          type="checkbox"
          role="switch"
          id={ids.fieldId}
          className="kado-switch__input"
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        />
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
