import type { Gift } from '@kado/shared/schemas';

import { GiftCard } from './gift-card';
import './catalog.css';

/**
 * Gifts as a grid; headingLevel follows the page's outline (2 right under the page title). When the
 * grid is the page's main content, its first row or two are what a phone shows first (the page's
 * LCP): `priorityCount` loads those pictures eagerly and the rest lazily.
 */
export function GiftGrid({
  gifts,
  label,
  headingLevel = 3,
  priorityCount = 0,
}: {
  gifts: readonly Gift[];
  label: string;
  headingLevel?: 2 | 3;
  priorityCount?: number;
}) {
  return (
    <ul className="gift-grid" aria-label={label}>
      {gifts.map((gift, index) => (
        <li key={gift.id}>
          <GiftCard gift={gift} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
