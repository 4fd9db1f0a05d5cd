import type { ChangeEvent, ComponentPropsWithRef, CSSProperties } from 'react';

import { asciiDigits } from '../field/digits';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  fieldClassName,
  useFieldIds,
  type FieldTextProps,
} from '../field/field';
import './otp-input.css';

export type OtpInputProps = FieldTextProps &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'maxLength'> & {
    length?: number;
    /** The digits so far, on every change (also pasted or autofilled). */
    onCodeChange?: (code: string) => void;
    /** Called once all digits are in. */
    onComplete?: (code: string) => void;
  };

/**
 * A one-time code: one input (so the phone's SMS autofill and a pasted code fill it whole),
 * numeric keypad, any script's digits kept as ASCII, drawn as `length` boxes.
 */
export function OtpInput({
  label,
  hint,
  error,
  optional,
  id,
  length = 6,
  onChange,
  onCodeChange,
  onComplete,
  className,
  ...input
}: OtpInputProps) {
  const ids = useFieldIds(id, hint, error);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const code = asciiDigits(event.target.value).slice(0, length);
    event.target.value = code;
    onChange?.(event);
    onCodeChange?.(code);
    if (code.length === length) onComplete?.(code);
  };
  return (
    <div className={fieldClassName(ids.invalid, className)}>
      <FieldLabel htmlFor={ids.fieldId} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="kado-otp" style={{ '--otp-length': length } as CSSProperties}>
        <input
          {...input}
          id={ids.fieldId}
          className="kado-input kado-otp__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${length}}`}
          maxLength={length * 4}
          spellCheck={false}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          onChange={handleChange}
        />
        <span className="kado-otp__cells" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span key={index} className="kado-otp__cell" />
          ))}
        </span>
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
