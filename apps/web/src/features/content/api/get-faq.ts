import { useQuery } from '@tanstack/react-query';

import type { LocaleCode } from '@kado/shared';

import { loadFaq } from '../faq-content';

/** The FAQ in `code`: a static chunk, never stale. */
export function useFaq(code: LocaleCode) {
  return useQuery({
    queryKey: ['content', 'faq', code],
    queryFn: () => loadFaq(code),
    staleTime: Infinity,
  });
}
