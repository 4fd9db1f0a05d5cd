import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * An E.164 number grouped for reading as its market writes it (`+6561234567` → `+65 6123 4567`,
 * `+85221234567` → `+852 2123 4567`); anything that is not a valid number is left as it is.
 */
export function readablePhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.isValid() ? parsed.formatInternational() : e164;
}
