import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useId, useMemo, useState, type ReactNode } from 'react';

import { MARKET_CODES, MARKETS, type MarketCode } from '@kado/shared';

import { cx } from '../class-names';
import { asciiDigits } from '../field/digits';
import { FieldError, FieldHint, FieldLabel } from '../field/field';
import { fill } from '../ui-provider/strings';
import { useUi } from '../ui-provider/ui-provider';
import '../field/field.css';
import './phone-input.css';

export interface PhoneChange {
  /** The number in E.164 when it is a valid number of the market, else null. */
  e164: string | null;
  market: MarketCode;
  /** The national part as typed and formatted. */
  national: string;
  valid: boolean;
}

export interface PhoneInputProps {
  label?: ReactNode;
  hint?: ReactNode;
  /** An error from outside (the server's PHONE_INVALID); the input's own check shows after blur. */
  error?: ReactNode;
  /** The market picked first, e.g. the locale's. */
  defaultMarket?: MarketCode;
  /** A starting number in E.164; its market is picked from its calling code. */
  defaultValue?: string | null;
  onChange?: (change: PhoneChange) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** Restricts the picker, e.g. to the markets a feature supports. */
  markets?: readonly MarketCode[];
}

function split(e164: string | null | undefined, fallback: MarketCode) {
  if (!e164) return { market: fallback, national: '' };
  const parsed = parsePhoneNumberFromString(e164);
  const market = MARKET_CODES.find((code) => code === parsed?.country) ?? fallback;
  return { market, national: parsed ? parsed.formatNational() : '' };
}

function check(market: MarketCode, national: string): PhoneChange {
  const parsed = parsePhoneNumberFromString(national, market);
  const valid = parsed?.isValid() === true && parsed.country === market;
  return { e164: valid ? parsed.number : null, market, national, valid };
}

/**
 * A mobile number: the market's calling code (one of the ten) and the national number, formatted as
 * it is typed (libphonenumber-js, small metadata) and reported as E.164 only when valid.
 */
export function PhoneInput({
  label,
  hint,
  error,
  defaultMarket = 'SG',
  defaultValue,
  onChange,
  onBlur,
  id,
  name,
  disabled,
  markets = MARKET_CODES,
}: PhoneInputProps) {
  const { strings, iso } = useUi();
  const generated = useId();
  const inputId = id ?? generated;
  const [state, setState] = useState(() => split(defaultValue, defaultMarket));
  const [touched, setTouched] = useState(false);
  const result = check(state.market, state.national);

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([iso], { type: 'region' });
    } catch {
      return null;
    }
  }, [iso]);
  const marketName = (code: MarketCode) => regionNames?.of(code) ?? code;

  const ownError =
    touched && state.national !== '' && !result.valid
      ? fill(strings.phone.invalid, { market: marketName(state.market) })
      : undefined;
  const shownError = error ?? ownError;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = shownError ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const update = (picked: MarketCode, raw: string) => {
    let market = picked;
    let digits = asciiDigits(raw);
    // A pasted international number ("+65 9123 4567") picks its own market.
    if (raw.trim().startsWith('+')) {
      const parsed = parsePhoneNumberFromString(`+${digits}`);
      const own = markets.find((code) => code === parsed?.country);
      if (parsed && own) {
        market = own;
        digits = parsed.nationalNumber;
      } else {
        // Still typing the calling code (or a number of no market here): kept, as typed so far.
        const international = new AsYouType().input(`+${digits}`);
        setState({ market, national: international });
        onChange?.(check(market, international));
        return;
      }
    }
    const national = digits ? new AsYouType(market).input(digits) : '';
    setState({ market, national });
    onChange?.(check(market, national));
  };

  return (
    <div className={cx('kado-field', Boolean(shownError) && 'kado-field--invalid')}>
      <FieldLabel htmlFor={inputId}>{label ?? strings.phone.number}</FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className="kado-phone">
        <select
          className="kado-input kado-phone__market"
          aria-label={strings.phone.market}
          value={state.market}
          disabled={disabled}
          onChange={(event) => {
            update(event.target.value as MarketCode, state.national);
          }}
        >
          {markets.map((code) => (
            <option key={code} value={code}>
              {`${MARKETS[code]} ${marketName(code)}`}
            </option>
          ))}
        </select>
        <input
          id={inputId}
          name={name}
          className="kado-input kado-phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={state.national}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            update(state.market, event.target.value);
          }}
          onBlur={() => {
            setTouched(true);
            onBlur?.();
          }}
        />
      </div>
      <FieldError id={errorId}>{shownError}</FieldError>
    </div>
  );
}
