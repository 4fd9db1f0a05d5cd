import { describe, expect, it, vi } from 'vitest';

import { CHUNK_RELOAD_GUARD_MS } from '@kado/shared';

import { importWithReload, type ChunkReloadEnv } from './chunk-reload';

function env(start = 1_000_000) {
  const store = new Map<string, string>();
  let now = start;
  const reload = vi.fn();
  const value: ChunkReloadEnv = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload,
    now: () => now,
  };
  return { value, reload, advance: (ms: number) => (now += ms) };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('importWithReload', () => {
  it('returns the module when the chunk loads', async () => {
    const { value, reload } = env();
    await expect(importWithReload(() => Promise.resolve({ ok: 1 }), value)).resolves.toEqual({
      ok: 1,
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page on the first failure and stays pending', async () => {
    const { value, reload } = env();
    const settled = vi.fn();
    importWithReload(failing, value).then(settled, settled);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledOnce();
    expect(settled).not.toHaveBeenCalled();
  });

  it('rethrows a second failure within the guard window instead of looping', async () => {
    const { value, reload, advance } = env();
    void importWithReload(failing, value);
    await new Promise((r) => setTimeout(r, 0));
    advance(CHUNK_RELOAD_GUARD_MS - 1);
    await expect(importWithReload(failing, value)).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again once the guard window has passed', async () => {
    const { value, reload, advance } = env();
    void importWithReload(failing, value);
    await new Promise((r) => setTimeout(r, 0));
    advance(CHUNK_RELOAD_GUARD_MS);
    void importWithReload(failing, value);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
