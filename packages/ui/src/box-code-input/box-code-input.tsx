import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';

import { normaliseBoxCode } from '@kado/shared';

import {
  FieldError,
  FieldHint,
  FieldLabel,
  fieldClassName,
  useFieldIds,
  type FieldTextProps,
} from '../field/field';
import { useUiStrings } from '../ui-provider/ui-provider';
import './box-code-input.css';

export type BoxCodeStatus = 'empty' | 'incomplete' | 'valid' | 'invalid';

export interface BoxCodeChange {
  /** What the field shows, grouped: `ABCD-EFGH-…`. */
  display: string;
  /** The canonical code when the check symbol holds, else null: only this is sent. */
  code: string | null;
  status: BoxCodeStatus;
}

export type BoxCodeInputProps = FieldTextProps &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'value' | 'defaultValue'> & {
    defaultValue?: string;
    onCodeChange?: (change: BoxCodeChange) => void;
  };

const SYMBOLS = 16;

/** Letters and digits as typed, upper case, without spaces and hyphens, in groups of four. */
export function groupBoxCode(input: string): string {
  const symbols = input
    .toUpperCase()
    .replace(/[^0-9A-Z*~$=]/g, '')
    .slice(0, SYMBOLS);
  return symbols.match(/.{1,4}/g)?.join('-') ?? '';
}

export function boxCodeStatus(display: string): BoxCodeChange {
  const symbols = display.replace(/-/g, '');
  if (symbols === '') return { display, code: null, status: 'empty' };
  if (symbols.length < SYMBOLS) return { display, code: null, status: 'incomplete' };
  const code = normaliseBoxCode(symbols);
  return { display, code, status: code ? 'valid' : 'invalid' };
}

/**
 * A gift box code: grouped `XXXX-XXXX-XXXX-XXXX` while typed or pasted, and checked in the browser
 * with the shared check symbol, so a typo is caught before anything is sent.
 */
export function BoxCodeInput({
  label,
  hint,
  error,
  optional,
  id,
  defaultValue = '',
  onChange,
  onCodeChange,
  onBlur,
  className,
  ...input
}: BoxCodeInputProps) {
  const strings = useUiStrings();
  const [state, setState] = useState(() => boxCodeStatus(groupBoxCode(defaultValue)));
  const [touched, setTouched] = useState(false);
  const ownMessage =
    state.status === 'invalid'
      ? strings.boxCode.invalid
      : state.status === 'incomplete' && touched
        ? strings.boxCode.incomplete
        : undefined;
  const shownError = error ?? ownMessage;
  const ids = useFieldIds(id, hint, shownError);
  const statusId = `${ids.fieldId}-status`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const display = groupBoxCode(event.target.value);
    event.target.value = display;
    const next = boxCodeStatus(display);
    setState(next);
    onChange?.(event);
    onCodeChange?.(next);
  };

  return (
    <div className={fieldClassName(ids.invalid, className)}>
      <FieldLabel htmlFor={ids.fieldId} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="kado-box-code">
        <input
          {...input}
          id={ids.fieldId}
          className="kado-input kado-box-code__input"
          type="text"
          value={state.display}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          maxLength={40}
          aria-invalid={ids.invalid}
          aria-describedby={[ids.describedBy, state.status === 'valid' ? statusId : null]
            .filter(Boolean)
            .join(' ')}
          onChange={handleChange}
          onBlur={(event) => {
            setTouched(true);
            onBlur?.(event);
          }}
        />
        {state.status === 'valid' && (
          <span className="kado-box-code__ok" aria-hidden="true">
            ✓
          </span>
        )}
      </div>
      <p id={statusId} className="kado-box-code__status" aria-live="polite">
        {state.status === 'valid' ? strings.boxCode.valid : ''}
      </p>
      <FieldError id={ids.errorId}>{shownError}</FieldError>
    </div>
  );
}
