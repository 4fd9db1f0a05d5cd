import { describe, expect, it } from 'vitest';

import type { Box } from '@kado/shared/schemas';

import { MAX_BOXES_PER_MERGE, selectedTotal, toggleAll, toggleBox } from './selection';

function boxes(count: number): Box[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    market: 'SG',
    points: 100 * (index + 1),
    expiresAt: new Date(Date.UTC(2026, 5, 30 - index)).toISOString(),
    issuedAt: '2026-01-01T00:00:00.000Z',
    maskedCode: `****-****-****-${String(index).padStart(4, '0')}`,
  }));
}

describe('choosing boxes to merge', () => {
  it('adds and removes one box', () => {
    const [first] = boxes(1);
    const chosen = toggleBox(new Set(), first?.id ?? '');
    expect(chosen.size).toBe(1);
    expect(toggleBox(chosen, first?.id ?? '').size).toBe(0);
  });

  it('never holds more than 20 boxes', () => {
    const all = boxes(25);
    let chosen = new Set<string>();
    for (const box of all) chosen = toggleBox(chosen, box.id);
    expect(chosen.size).toBe(MAX_BOXES_PER_MERGE);
  });

  it('selects the 20 soonest-expiring boxes at once, then clears them', () => {
    const all = boxes(25);
    const chosen = toggleAll(new Set(), all);
    expect(chosen.size).toBe(20);
    // The latest-issued indexes expire soonest here.
    expect(chosen.has(all[24]?.id ?? '')).toBe(true);
    expect(chosen.has(all[0]?.id ?? '')).toBe(false);
    expect(toggleAll(chosen, all).size).toBe(0);
  });

  it('totals the chosen boxes before merging', () => {
    const all = boxes(3);
    const chosen = new Set([all[0]?.id ?? '', all[2]?.id ?? '']);
    expect(selectedTotal(chosen, all)).toBe(400);
  });
});
