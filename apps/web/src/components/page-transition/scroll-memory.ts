/**
 * Scroll positions per history entry (react-router's location.key), kept in sessionStorage so a
 * reload or a back navigation returns to where the visitor was. The browser's own restoration is
 * off (`history.scrollRestoration = 'manual'`) because pages render after their data arrives.
 */
const STORAGE_KEY = 'kado:scroll-positions';
const MAX_ENTRIES = 100;

export class ScrollMemory {
  private readonly positions: Map<string, number>;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    this.positions = new Map(readPositions(storage));
  }

  save(key: string, y: number): void {
    this.positions.delete(key);
    this.positions.set(key, Math.round(y));
    // Oldest entries go first (Map keeps insertion order).
    for (const oldest of this.positions.keys()) {
      if (this.positions.size <= MAX_ENTRIES) break;
      this.positions.delete(oldest);
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  persist(): void {
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify([...this.positions]));
    } catch {
      // Storage full or unavailable: positions are a convenience, not state worth failing for.
    }
  }
}

function readPositions(storage: Pick<Storage, 'getItem'> | null): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}
