import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  SIGNED_IN_VIEW,
  SIGNED_OUT_VIEW,
  startBffDouble,
  type BffDouble,
} from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

let bff: BffDouble;

afterEach(async () => {
  await bff.close();
});

/** The market select's label ("country/region") and Thailand's name in Thai. */
const MARKET = 'ประเทศ/ภูมิภาค';
const THAILAND = 'ไทย';

/** The catalog requests' inputs, decoded from the batched tRPC GET URLs. */
function catalogInputs(path: 'catalog.gifts' | 'catalog.popular'): string[] {
  return bff
    .apiRequests()
    .filter((request) => request.url.includes(path))
    .map((request) => decodeURIComponent(request.url));
}

describe('the Market select of a catalog index', () => {
  // A verified +65 phone fixes the account's market (SG): Thai as the language must not offer
  // Thailand above the Singapore catalog.
  const singaporeInThai = {
    ...SIGNED_IN_VIEW,
    locale: 'th',
    phoneVerified: true,
    market: 'SG',
  } as const;

  it.each(['/gift-items', '/popular-gifts'])(
    'is not offered on %s to an account whose verified phone fixes its market',
    async (path) => {
      bff = await startBffDouble({ session: singaporeInThai });
      await renderApp(bff, path, { locale: 'th' });
      await screen.findAllByRole('link', { name: 'Gift 1' });
      expect(screen.queryByRole('combobox', { name: MARKET })).toBeNull();
      // No market is asked for: the BFF answers with the account's market (SG).
      const inputs = catalogInputs(path === '/gift-items' ? 'catalog.gifts' : 'catalog.popular');
      expect(inputs.length).toBeGreaterThan(0);
      for (const input of inputs) expect(input).not.toContain('"market"');
    },
  );

  it("shows a signed-out visitor the language's market, Thailand in Thai", async () => {
    bff = await startBffDouble({ session: { ...SIGNED_OUT_VIEW, locale: 'th' } });
    await renderApp(bff, '/popular-gifts', { locale: 'th' });
    const select = await screen.findByRole('combobox', { name: MARKET });
    expect((select as HTMLSelectElement).value).toBe('TH');
    expect(screen.getByRole('option', { name: THAILAND, selected: true })).toBeTruthy();
  });
});
