import { trpc } from '../../../lib/trpc';

/**
 * The catalog entries of the gifts in a list of sent gifts (a sent gift carries only the gift's
 * id): one query per distinct gift, shared with the gift's own page through the cache.
 */
export function useGiftsById(ids: readonly string[]) {
  const distinct = [...new Set(ids)];
  return trpc.useQueries((t) => distinct.map((id) => t.catalog.gift({ id }, { retry: false })));
}
