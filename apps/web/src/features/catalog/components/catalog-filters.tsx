import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GIFT_SORTS, type GiftSort, type MarketCode } from '@kado/shared';
import { Button } from '@kado/ui';

import { useDebouncedEffect } from '../../../lib/use-debounced-callback';
import { useBrands } from '../api/get-brands';
import { useCategories } from '../api/get-categories';
import {
  MAX_SEARCH_LENGTH,
  hasFilters,
  withoutFilters,
  type CatalogQuery,
} from '../hooks/catalog-query';
import { MarketPicker } from './market-picker';

const SEARCH_DELAY_MS = 350;
const POINTS_DELAY_MS = 600;

export interface CatalogFiltersProps {
  query: CatalogQuery;
  onChange: (query: CatalogQuery, options?: { replace?: boolean }) => void;
  /** Signed-out visitors choose a market; a signed-in shopper sees their account's. */
  canChooseMarket: boolean;
  /** The market shown when none is chosen (the visitor's language's). */
  defaultMarket: MarketCode;
}

function pointsValue(text: string): number | undefined {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Search box (debounced), sort, brand, category, points range and, signed out, the market. */
export function CatalogFilters({
  query,
  onChange,
  canChooseMarket,
  defaultMarket,
}: CatalogFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const brands = useBrands(query.market);
  const categories = useCategories(query.market);

  // The box shows what is typed; the address follows once typing pauses (replacing, not pushing).
  const [search, setSearch] = useState(query.q ?? '');
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setSearch(query.q ?? '');
  }
  useDebouncedEffect(search.trim(), query.q ?? '', SEARCH_DELAY_MS, (q) => {
    const { q: _old, ...rest } = query;
    onChange(q ? { ...rest, q } : rest, { replace: true });
  });

  const [min, setMin] = useState(query.minPoints?.toString() ?? '');
  const [max, setMax] = useState(query.maxPoints?.toString() ?? '');
  const [shownRange, setShownRange] = useState(`${query.minPoints}-${query.maxPoints}`);
  if (shownRange !== `${query.minPoints}-${query.maxPoints}`) {
    setShownRange(`${query.minPoints}-${query.maxPoints}`);
    setMin(query.minPoints?.toString() ?? '');
    setMax(query.maxPoints?.toString() ?? '');
  }
  const typedRange = `${pointsValue(min)}-${pointsValue(max)}`;
  useDebouncedEffect(typedRange, `${query.minPoints}-${query.maxPoints}`, POINTS_DELAY_MS, () => {
    const { minPoints: _min, maxPoints: _max, ...rest } = query;
    const minPoints = pointsValue(min);
    const maxPoints = pointsValue(max);
    onChange({
      ...rest,
      ...(minPoints !== undefined ? { minPoints } : {}),
      ...(maxPoints !== undefined ? { maxPoints } : {}),
    });
  });

  const set = <K extends keyof CatalogQuery>(key: K, value: CatalogQuery[K] | '') => {
    const { [key]: _old, ...rest } = query;
    onChange(value === '' || value === undefined ? rest : { ...rest, [key]: value });
  };

  const filterCount = [query.brand, query.category, query.minPoints ?? query.maxPoints].filter(
    (value) => value !== undefined,
  ).length;

  return (
    <div className="catalog-filters">
      <div className="catalog-filters__top">
        <form
          role="search"
          className="catalog-filters__search"
          onSubmit={(event) => {
            event.preventDefault();
            const q = search.trim();
            const { q: _old, ...rest } = query;
            onChange(q ? { ...rest, q } : rest);
          }}
        >
          <label htmlFor={`${id}-q`} className="field-label">
            {t('shop.searchLabel')}
          </label>
          <input
            id={`${id}-q`}
            className="field-input"
            type="search"
            name="q"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t('shop.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </form>

        <div className="catalog-filters__row">
          <div className="catalog-filters__field">
            <label htmlFor={`${id}-sort`} className="field-label">
              {t('shop.sortLabel')}
            </label>
            <select
              id={`${id}-sort`}
              className="field-input"
              value={query.sort ?? 'popular'}
              onChange={(event) => {
                set(
                  'sort',
                  event.target.value === 'popular' ? '' : (event.target.value as GiftSort),
                );
              }}
            >
              {GIFT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`shop.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {canChooseMarket && (
            <MarketPicker
              market={query.market}
              defaultMarket={defaultMarket}
              onChange={(market) => {
                // Brands and categories differ per market, so a market change starts afresh.
                onChange({
                  ...(query.sort ? { sort: query.sort } : {}),
                  ...(market ? { market } : {}),
                });
              }}
            />
          )}
        </div>
      </div>

      <details className="catalog-filters__more" open={filterCount > 0 ? true : undefined}>
        <summary>
          {filterCount > 0 ? t('shop.filtersCount', { count: filterCount }) : t('shop.filters')}
        </summary>
        <div className="catalog-filters__grid">
          <div className="catalog-filters__field">
            <label htmlFor={`${id}-brand`} className="field-label">
              {t('shop.brandLabel')}
            </label>
            <select
              id={`${id}-brand`}
              className="field-input"
              value={query.brand ?? ''}
              onChange={(event) => {
                set('brand', event.target.value);
              }}
            >
              <option value="">{t('shop.allBrands')}</option>
              {brands.data?.items
                .filter((brand) => brand.giftCount > 0 || brand.id === query.brand)
                .map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
            </select>
          </div>
          <div className="catalog-filters__field">
            <label htmlFor={`${id}-category`} className="field-label">
              {t('shop.categoryLabel')}
            </label>
            <select
              id={`${id}-category`}
              className="field-input"
              value={query.category ?? ''}
              onChange={(event) => {
                set('category', event.target.value);
              }}
            >
              <option value="">{t('shop.allCategories')}</option>
              {categories.data?.items
                .filter((category) => category.giftCount > 0 || category.id === query.category)
                .map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
            </select>
          </div>
          <fieldset className="catalog-filters__range">
            <legend className="field-label">{t('shop.pointsRange')}</legend>
            <div className="catalog-filters__range-inputs">
              <label htmlFor={`${id}-min`} className="catalog-filters__range-label">
                {t('shop.minPoints')}
              </label>
              <input
                id={`${id}-min`}
                className="field-input"
                type="number"
                inputMode="numeric"
                min={0}
                step={100}
                value={min}
                onChange={(event) => {
                  setMin(event.target.value);
                }}
              />
              <span aria-hidden="true">–</span>
              <label htmlFor={`${id}-max`} className="catalog-filters__range-label">
                {t('shop.maxPoints')}
              </label>
              <input
                id={`${id}-max`}
                className="field-input"
                type="number"
                inputMode="numeric"
                min={0}
                step={100}
                value={max}
                onChange={(event) => {
                  setMax(event.target.value);
                }}
              />
            </div>
          </fieldset>
        </div>
      </details>
      {hasFilters(query) && (
        <Button
          variant="ghost"
          size="sm"
          className="catalog-filters__clear"
          onClick={() => {
            onChange(withoutFilters(query));
          }}
        >
          {t('shop.clearFilters')}
        </Button>
      )}
    </div>
  );
}
