/** Choosing boxes to merge (PRODUCT.md §4): 1 to 20 at once, all-or-nothing. */
import { MAX_BOXES_PER_MERGE, type Box } from '@kado/shared/schemas';

export { MAX_BOXES_PER_MERGE };

/** Toggles one box; a 21st box is not added. */
export function toggleBox(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else if (next.size < MAX_BOXES_PER_MERGE) next.add(id);
  return next;
}

/** "Select all": the first 20 boxes (soonest expiring first), or none when those are all chosen. */
export function toggleAll(selected: ReadonlySet<string>, boxes: readonly Box[]): Set<string> {
  const first = soonestFirst(boxes).slice(0, MAX_BOXES_PER_MERGE);
  const allChosen = first.length > 0 && first.every((box) => selected.has(box.id));
  return allChosen ? new Set() : new Set(first.map((box) => box.id));
}

export function soonestFirst(boxes: readonly Box[]): Box[] {
  return [...boxes].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

export function selectedTotal(selected: ReadonlySet<string>, boxes: readonly Box[]): number {
  return boxes.reduce((sum, box) => (selected.has(box.id) ? sum + box.points : sum), 0);
}
