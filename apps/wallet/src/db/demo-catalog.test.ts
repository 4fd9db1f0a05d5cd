import { describe, expect, it } from 'vitest';

import { giftUpsertSchema } from '@kado/shared/schemas';

import { DEMO_GIFTS } from './demo-catalog.js';

describe('the demo catalog', () => {
  it('would pass the operator upsert: texts in all ten locales, each in its script', () => {
    const refused = DEMO_GIFTS.flatMap((gift) => {
      const parsed = giftUpsertSchema.safeParse({
        brandId: gift.brandId,
        categoryId: gift.categoryId,
        market: gift.market,
        points: gift.points,
        validityDays: gift.validityDays,
        curatedRank: gift.curatedRank,
        names: gift.names,
        descriptions: gift.descriptions,
        terms: gift.terms,
        howToUse: gift.howToUse,
      });
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${gift.id}: ${issue.path.join('.')}`);
    });
    expect(refused).toEqual([]);
  });
});
