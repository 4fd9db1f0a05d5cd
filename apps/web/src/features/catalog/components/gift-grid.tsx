import type { Gift } from '@kado/shared/schemas';

import { GiftCard } from './gift-card';
import './catalog.css';

export function GiftGrid({ gifts, label }: { gifts: readonly Gift[]; label: string }) {
  return (
    <ul className="gift-grid" aria-label={label}>
      {gifts.map((gift) => (
        <li key={gift.id}>
          <GiftCard gift={gift} />
        </li>
      ))}
    </ul>
  );
}
