import { trpc } from '../../../lib/trpc';

/** One gift's page: texts, validity, stock state; NOT_FOUND for an unknown or unlisted id. */
export function useGift(id: string) {
  return trpc.catalog.gift.useQuery({ id });
}
