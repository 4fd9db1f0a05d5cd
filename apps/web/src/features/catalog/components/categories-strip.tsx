import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { PaintedCategories } from '../api/get-categories';
import { CategoryIndex } from './catalog-index';
import './catalog.css';

/**
 * The home page's categories, each opening the catalog filtered to it, with a link to /category.
 * With `painted` (a painted home's), it draws those instead of asking for them.
 */
export function CategoriesStrip({ painted }: { painted?: PaintedCategories | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="gift-strip" aria-labelledby="categories-title">
      <div className="gift-strip__head">
        <h2 id="categories-title">{t('pages.category.title')}</h2>
        <Link to="/category">{t('catalog.seeAll')}</Link>
      </div>
      <CategoryIndex painted={painted} />
    </section>
  );
}
