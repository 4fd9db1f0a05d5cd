import type { ComponentPropsWithRef } from 'react';

import {
  FieldError,
  FieldHint,
  FieldLabel,
  fieldClassName,
  useFieldIds,
  type FieldTextProps,
} from '../field/field';

export type TextFieldProps = FieldTextProps &
  Omit<ComponentPropsWithRef<'input'>, 'children'> & { fieldClassName?: string };

/**
 * A labelled text input. Takes every input prop and its ref, so `{...register('email')}` from
 * react-hook-form works as is; hint and error are read with it through aria-describedby.
 */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  fieldClassName: wrapperClassName,
  'aria-describedby': extraDescribedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={fieldClassName(ids.invalid, wrapperClassName)}>
      <FieldLabel htmlFor={ids.fieldId} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <input
        type="text"
        {...input}
        id={ids.fieldId}
        className={['kado-input', className].filter(Boolean).join(' ')}
        aria-invalid={ids.invalid}
        aria-describedby={
          [ids.describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined
        }
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

export type TextAreaProps = FieldTextProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

/** A labelled multi-line text input, with the same wiring as TextField. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  id,
  className,
  ...textarea
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={fieldClassName(ids.invalid)}>
      <FieldLabel htmlFor={ids.fieldId} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <textarea
        rows={4}
        {...textarea}
        id={ids.fieldId}
        className={['kado-input', className].filter(Boolean).join(' ')}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
