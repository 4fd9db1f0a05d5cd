import { trpc } from '../../../lib/trpc';

/** Gift boxes addressed to the verified phone, waiting to be merged. */
export function useMyBoxes() {
  return trpc.boxes.mine.useQuery();
}
