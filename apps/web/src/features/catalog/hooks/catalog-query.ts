/**
 * The catalog's choices as URL query keys (PRODUCT.md §8: shareable, Back restores them, the list
 * refetches when they change). Anything malformed in the address is ignored rather than sent.
 */
import { GIFT_SORTS, MARKET_CODES, type GiftSort, type MarketCode } from '@kado/shared';

export interface CatalogQuery {
  readonly q?: string;
  readonly brand?: string;
  readonly category?: string;
  readonly minPoints?: number;
  readonly maxPoints?: number;
  readonly sort?: GiftSort;
  readonly market?: MarketCode;
}

export const CATALOG_QUERY_KEYS = [
  'q',
  'brand',
  'category',
  'minPoints',
  'maxPoints',
  'sort',
  'market',
] as const;

const SLUG = /^[a-z0-9-]{1,64}$/;
const MAX_POINTS = 10_000_000;
export const MAX_SEARCH_LENGTH = 80;

function points(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_POINTS ? n : undefined;
}

export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const q = params.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH);
  const brand = params.get('brand') ?? '';
  const category = params.get('category') ?? '';
  const sort = params.get('sort') as GiftSort | null;
  const market = params.get('market') as MarketCode | null;
  let minPoints = points(params.get('minPoints'));
  let maxPoints = points(params.get('maxPoints'));
  if (minPoints !== undefined && maxPoints !== undefined && minPoints > maxPoints) {
    [minPoints, maxPoints] = [maxPoints, minPoints];
  }
  return {
    ...(q ? { q } : {}),
    ...(SLUG.test(brand) ? { brand } : {}),
    ...(SLUG.test(category) ? { category } : {}),
    ...(minPoints !== undefined ? { minPoints } : {}),
    ...(maxPoints !== undefined ? { maxPoints } : {}),
    ...(sort && GIFT_SORTS.includes(sort) && sort !== 'popular' ? { sort } : {}),
    ...(market && MARKET_CODES.includes(market) ? { market } : {}),
  };
}

/** The address for a catalog query, keys in a stable order; the default sort is left out. */
export function catalogSearch(query: CatalogQuery): string {
  const params = new URLSearchParams();
  for (const key of CATALOG_QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || (key === 'sort' && value === 'popular')) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether the shopper narrowed the list (the market and sort are not filters). */
export function hasFilters(query: CatalogQuery): boolean {
  return (
    query.q !== undefined ||
    query.brand !== undefined ||
    query.category !== undefined ||
    query.minPoints !== undefined ||
    query.maxPoints !== undefined
  );
}

/** The same query without its filters: what "clear filters" leads to. */
export function withoutFilters(query: CatalogQuery): CatalogQuery {
  return {
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.market ? { market: query.market } : {}),
  };
}
