/** Pages of lists kept in the order they were written (notifications, tickets, vouchers). */

/**
 * A page from rows read one beyond `limit`: the extra row only tells that another page follows,
 * which continues after the last item's position.
 */
export function positionPage<R extends { seq: string }, T>(
  rows: readonly R[],
  limit: number,
  toItem: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit ? (page.at(-1)?.seq ?? null) : null,
  };
}
