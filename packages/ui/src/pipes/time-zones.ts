/** Each market's time zone lives in @kado/shared (the wallet groups expiries by it too). */
export { MARKET_TIME_ZONES } from '@kado/shared';
