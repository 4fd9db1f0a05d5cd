import { describe, expect, it } from 'vitest';

import type { MarketCode } from '@kado/shared';
import type { SessionView } from '@kado/shared/schemas';

import { shopperMarket } from './shopper-market';

const signedIn = (market: MarketCode | null): SessionView => ({
  signedIn: true,
  locale: 'in',
  phoneVerified: market !== null,
  market,
  user: { name: null, email: null },
  accountTag: 'tag-1',
});

describe("the shopper's market", () => {
  it("is the signed-in account's market, whatever the language", () => {
    expect(shopperMarket(signedIn('SG'), 'IN')).toBe('SG');
  });

  it("is the language's market signed out, before the session is read, or before a verified phone", () => {
    expect(shopperMarket({ signedIn: false, locale: 'in' }, 'IN')).toBe('IN');
    expect(shopperMarket(undefined, 'TH')).toBe('TH');
    expect(shopperMarket(signedIn(null), 'KR')).toBe('KR');
  });
});
