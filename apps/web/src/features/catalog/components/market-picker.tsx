import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { MARKET_CODES, type MarketCode } from '@kado/shared';

import { parseCatalogQuery } from '../hooks/catalog-query';
import './catalog.css';

export interface MarketPickerProps {
  /** The chosen market; none means `defaultMarket`. */
  market: MarketCode | undefined;
  /** The market shown when none is chosen (the visitor's language's). */
  defaultMarket: MarketCode;
  /** Called with undefined when the default market is picked again. */
  onChange: (market: MarketCode | undefined) => void;
}

/** The market a signed-out visitor browses: one labelled select of the ten markets. */
export function MarketPicker({ market, defaultMarket, onChange }: MarketPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="catalog-filters__field">
      <label htmlFor={id} className="field-label">
        {t('shop.marketLabel')}
      </label>
      <select
        id={id}
        className="field-input"
        value={market ?? defaultMarket}
        onChange={(event) => {
          const picked = event.target.value as MarketCode;
          onChange(picked === defaultMarket ? undefined : picked);
        }}
      >
        {MARKET_CODES.map((code) => (
          <option key={code} value={code}>
            {t(`shop.markets.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The market picker of a catalog index (brands, categories, popular gifts): the choice lives in
 * `?market=`, as on /gift-items, so links onward keep it.
 */
export function MarketChoice({ defaultMarket }: { defaultMarket: MarketCode }) {
  const [params, setParams] = useSearchParams();
  const { market } = parseCatalogQuery(params);
  return (
    <div className="catalog-market">
      <MarketPicker
        market={market}
        defaultMarket={defaultMarket}
        onChange={(picked) => {
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (picked) next.set('market', picked);
              else next.delete('market');
              return next;
            },
            { replace: true },
          );
        }}
      />
    </div>
  );
}
