/** Which phone numbers Kado accepts: E.164 mobile numbers of its ten markets (PRODUCT.md §5). */
import { KadoError, MARKETS, type MarketCode } from '@kado/shared';
import { E164_PATTERN } from '@kado/shared/schemas';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface MobileNumber {
  /** The number in E.164, as stored. */
  readonly e164: string;
  readonly market: MarketCode;
}

const MARKET_BY_CALLING_CODE = new Map<string, MarketCode>(
  Object.entries(MARKETS).map(
    ([market, callingCode]) => [callingCode, market as MarketCode] as const,
  ),
);

/** Some numbering plans cannot tell mobile from fixed lines; such a number may be a mobile. */
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

export function parseMobileNumber(input: string): MobileNumber | null {
  if (!E164_PATTERN.test(input)) return null;
  const number = parsePhoneNumberFromString(input);
  if (!number?.isValid() || number.number !== input) return null;
  if (!MOBILE_TYPES.has(number.getType() ?? '')) return null;
  const market = MARKET_BY_CALLING_CODE.get(`+${number.countryCallingCode}`);
  return market ? { e164: number.number, market } : null;
}

/** The number, or PHONE_INVALID naming the field the way a validation failure would. */
export function requireMobileNumber(input: string, field = 'phone'): MobileNumber {
  const number = parseMobileNumber(input);
  if (number) return number;
  throw new KadoError('PHONE_INVALID', 'The phone number is not a mobile number of a Kado market', [
    {
      in: 'body',
      path: field,
      message: 'must be an E.164 mobile number of MY, VN, ID, SG, PH, TH, HK, TW, IN or KR',
    },
  ]);
}

/** A number as logs may show it: calling code and last four digits (+65••••4567). */
export function maskPhone(phone: string): string {
  const callingCode = [...MARKET_BY_CALLING_CODE.keys()].find((code) => phone.startsWith(code));
  const prefix = callingCode ?? phone.slice(0, 1);
  return phone.length > prefix.length + 4 ? `${prefix}••••${phone.slice(-4)}` : '••••';
}
