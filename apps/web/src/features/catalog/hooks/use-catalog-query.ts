import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { catalogSearch, parseCatalogQuery, type CatalogQuery } from './catalog-query';

/**
 * The catalog query read from and written to the address. A change pushes a history entry (Back
 * undoes it) unless `replace` is asked for, as the debounced search box does while typing.
 */
export function useCatalogQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseCatalogQuery(params), [params]);
  const setQuery = useCallback(
    (next: CatalogQuery, options: { replace?: boolean } = {}) => {
      setParams(new URLSearchParams(catalogSearch(next)), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return [query, setQuery] as const;
}
