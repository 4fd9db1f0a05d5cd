import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { MarketCode } from '@kado/shared';
import { AlertBanner, Button } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useImageUrl } from '../../../config/runtime-config-context';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { useBrands } from '../api/get-brands';
import { useCategories, type PaintedCategories } from '../api/get-categories';
import { catalogSearch } from '../hooks/catalog-query';
import { CategoryIcon } from './category-icon';
import './catalog.css';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first letter of a brand's name, whole even in Thai or Devanagari: for brands without a logo. */
function initial(name: string): string {
  return graphemes.segment(name)[Symbol.iterator]().next().value?.segment ?? '';
}

interface IndexEntry {
  id: string;
  name: string;
  giftCount: number;
  mark: ReactNode;
  to: string;
}

function IndexGrid({ entries, label }: { entries: IndexEntry[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="catalog-index" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={entry.to} className="catalog-index__link">
            {entry.mark}
            <span className="catalog-index__name">{entry.name}</span>
            <span className="catalog-index__count">
              {t('shop.giftCount', { count: entry.giftCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function useIndexState(query: { isPending: boolean; data?: unknown; refetch: () => unknown }) {
  const { t } = useTranslation();
  const loading = useMinimumDisplay(query.isPending);
  if (loading) return <LoadingState label={t('shop.indexLoading')} />;
  if (!query.data) {
    return (
      <AlertBanner
        tone="danger"
        role="alert"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('shop.indexFailed')}
      </AlertBanner>
    );
  }
  return null;
}

/** Every brand of the market with gifts, its mark and gift count, each opening the filtered list. */
export function BrandIndex({ market }: { market?: MarketCode }) {
  const { t } = useTranslation();
  const brands = useBrands(market);
  const imageUrl = useImageUrl();
  const state = useIndexState(brands);
  if (state || !brands.data) return state;
  const entries = brands.data.items
    .filter((brand) => brand.giftCount > 0)
    .map((brand) => ({
      id: brand.id,
      name: brand.name,
      giftCount: brand.giftCount,
      to: `/gift-items${catalogSearch({ brand: brand.id, ...(market ? { market } : {}) })}`,
      // The name is beside it: the logo is decoration to a screen reader.
      mark: brand.logoPath ? (
        <img
          className="catalog-index__logo"
          src={imageUrl(brand.logoPath)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span
          className="catalog-index__logo catalog-index__logo--initial"
          style={{ backgroundColor: brand.color }}
          aria-hidden="true"
        >
          {initial(brand.name)}
        </span>
      ),
    }));
  if (entries.length === 0) return <p>{t('catalog.empty')}</p>;
  return <IndexGrid entries={entries} label={t('pages.brand.title')} />;
}

/**
 * Every category with gifts in the market, with its icon and gift count. With `painted`, the ones a
 * painted home showed.
 */
export function CategoryIndex({
  market,
  painted,
}: {
  market?: MarketCode;
  painted?: PaintedCategories | undefined;
}) {
  const { t } = useTranslation();
  const categories = useCategories(market, painted);
  const state = useIndexState(categories);
  if (state || !categories.data) return state;
  const entries = categories.data.items
    .filter((category) => category.giftCount > 0)
    .map((category) => ({
      id: category.id,
      name: category.name,
      giftCount: category.giftCount,
      to: `/gift-items${catalogSearch({ category: category.id, ...(market ? { market } : {}) })}`,
      mark: (
        <span className="catalog-index__icon">
          <CategoryIcon id={category.id} />
        </span>
      ),
    }));
  if (entries.length === 0) return <p>{t('catalog.empty')}</p>;
  return <IndexGrid entries={entries} label={t('pages.category.title')} />;
}
