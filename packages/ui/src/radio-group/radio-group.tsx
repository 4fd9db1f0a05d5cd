import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';

import {
  FieldError,
  FieldHint,
  FieldLabel,
  fieldClassName,
  useFieldIds,
  type FieldTextProps,
} from '../field/field';
import '../checkbox/checkbox.css';
import './radio-group.css';

const RadioGroupContext = createContext<{ describedBy?: string; invalid?: boolean }>({});

export type RadioGroupProps = FieldTextProps & {
  id?: string;
  children: ReactNode;
  /** Lays the options in a row when they fit. */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
};

/**
 * A fieldset of native radios: the legend names the choice, arrow keys move between options (the
 * browser's own roving focus) and the hint and error are read with every option.
 */
export function RadioGroup({
  label,
  hint,
  error,
  optional,
  id,
  children,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <fieldset
      id={ids.fieldId}
      className={fieldClassName(
        ids.invalid,
        ['kado-fieldset', className].filter(Boolean).join(' '),
      )}
      aria-describedby={ids.describedBy}
      aria-invalid={ids.invalid}
      tabIndex={-1}
    >
      <FieldLabel as="legend" optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className={`kado-radio-group__options kado-radio-group__options--${orientation}`}>
        <RadioGroupContext value={{ describedBy: ids.describedBy, invalid: ids.invalid }}>
          {children}
        </RadioGroupContext>
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}

export type RadioProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  value: string;
};

/** One option of a RadioGroup; spread react-hook-form's `register(name)` on each. */
export function Radio({ label, id, ...input }: RadioProps) {
  const group = useContext(RadioGroupContext);
  const ids = useFieldIds(id, undefined, undefined);
  return (
    <div className="kado-check">
      <input
        {...input}
        type="radio"
        id={ids.fieldId}
        className="kado-check__box kado-radio"
        aria-invalid={group.invalid}
      />
      <label htmlFor={ids.fieldId} className="kado-check__label">
        {label}
      </label>
    </div>
  );
}
