import { trpc } from '../../../lib/trpc';

/** Upcoming expiries by day and the lots that expired with points left. */
export function useExpirations() {
  return trpc.points.expirations.useQuery();
}
