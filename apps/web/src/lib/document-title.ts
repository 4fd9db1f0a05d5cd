import { useEffect } from 'react';

import { PRODUCT_NAME } from '@kado/shared';

/** Names the browser tab after the page ("Gifts · Kado"); the home page keeps the product name. */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
}
