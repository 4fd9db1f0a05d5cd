import { describe, expect, it } from 'vitest';

import { ScrollMemory } from './scroll-memory';

function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('ScrollMemory', () => {
  it('survives a reload through storage', () => {
    const store = storage();
    const before = new ScrollMemory(store);
    before.save('k1', 640.4);
    before.persist();
    expect(new ScrollMemory(store).get('k1')).toBe(640);
  });

  it('keeps only the latest hundred entries', () => {
    const memory = new ScrollMemory(null);
    for (let i = 0; i < 105; i++) memory.save(`k${i}`, i);
    expect(memory.get('k0')).toBeUndefined();
    expect(memory.get('k5')).toBe(5);
    expect(memory.get('k104')).toBe(104);
  });

  it('ignores unreadable storage', () => {
    const store = storage();
    store.setItem('kado:scroll-positions', '{not json');
    expect(new ScrollMemory(store).get('k1')).toBeUndefined();
  });
});
