import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Brand } from '@kado/shared/schemas';

import { startBffDouble, type BffDouble } from '../../../test/bff-double';
import { renderApp } from '../../../test/render-app';

let bff: BffDouble;

afterEach(async () => {
  await bff.close();
});

const brand = (id: string, name: string, logoPath: string | null): Brand => ({
  id,
  name,
  color: '#6f4e37',
  category: { id: 'food-drink', name: 'Food & Drink' },
  logoPath,
  giftCount: 3,
});

describe('the brand index', () => {
  it('shows a brand’s logo from the image store, and its initial only when it has none', async () => {
    bff = await startBffDouble({
      brands: [
        brand('kopi-lane', 'Kopi Lane', 'brands/kopi-lane.svg'),
        brand('new-brand', 'New Brand', null),
      ],
    });
    await renderApp(bff, '/brand', { imageCdnUrl: '/cdn' });
    const kopi = await screen.findByRole('link', { name: /Kopi Lane/ });
    // The logo is decoration beside the name: no second name for a screen reader.
    const logo = kopi.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/cdn/brands/kopi-lane.svg');
    expect(logo?.getAttribute('alt')).toBe('');
    expect(within(kopi).queryByText('K')).toBeNull();
    const other = screen.getByRole('link', { name: /New Brand/ });
    expect(other.querySelector('img')).toBeNull();
    expect(within(other).getByText('N')).toBeTruthy();
  });
});
