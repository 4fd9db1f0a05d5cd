/** A voucher code in groups of four for reading aloud at a till; copying keeps the plain code. */
export function groupCode(code: string, size = 4): string {
  const plain = code.replace(/\s+/g, '');
  const groups: string[] = [];
  for (let i = 0; i < plain.length; i += size) groups.push(plain.slice(i, i + size));
  return groups.join(' ');
}

/** Whether "undo" is still possible, and for how long (ms). */
export function undoTimeLeft(undoUntil: string | null, now: number): number {
  if (!undoUntil) return 0;
  return Math.max(0, Date.parse(undoUntil) - now);
}
