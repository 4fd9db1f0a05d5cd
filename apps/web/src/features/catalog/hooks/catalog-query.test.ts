import { describe, expect, it } from 'vitest';

import { catalogSearch, hasFilters, parseCatalogQuery, withoutFilters } from './catalog-query';

describe('catalog query in the address', () => {
  it('reads every choice back from the address it wrote', () => {
    const query = {
      q: 'latte',
      brand: 'kopi-house',
      category: 'food',
      minPoints: 500,
      maxPoints: 3000,
      sort: 'points_desc',
      market: 'TH',
    } as const;
    const search = catalogSearch(query);
    expect(search).toBe(
      '?q=latte&brand=kopi-house&category=food&minPoints=500&maxPoints=3000&sort=points_desc&market=TH',
    );
    expect(parseCatalogQuery(new URLSearchParams(search))).toEqual(query);
  });

  it('ignores malformed values instead of sending them', () => {
    const query = parseCatalogQuery(
      new URLSearchParams(
        'q=%20%20&brand=Not%20A%20Slug&minPoints=-5&maxPoints=1e3&sort=random&market=XX',
      ),
    );
    expect(query).toEqual({});
  });

  it('swaps a points range written backwards', () => {
    expect(parseCatalogQuery(new URLSearchParams('minPoints=5000&maxPoints=100'))).toEqual({
      minPoints: 100,
      maxPoints: 5000,
    });
  });

  it('leaves the default sort out of the address', () => {
    expect(catalogSearch({ sort: 'popular' })).toBe('');
  });

  it('clears filters but keeps the sort and market', () => {
    const query = { q: 'tea', brand: 'b', sort: 'newest', market: 'SG' } as const;
    expect(hasFilters(query)).toBe(true);
    expect(withoutFilters(query)).toEqual({ sort: 'newest', market: 'SG' });
    expect(hasFilters(withoutFilters(query))).toBe(false);
  });
});
