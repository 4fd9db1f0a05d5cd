/**
 * A chunk that fails to load (usually a deploy replaced it) reloads the whole page to pick up the new
 * build, at most once per CHUNK_RELOAD_GUARD_MS so a chunk that is really gone cannot loop.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@kado/shared';

const RELOADED_AT_KEY = 'kado:chunk-reload-at';

export interface ChunkReloadEnv {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly reload: () => void;
  readonly now: () => number;
}

const browserEnv = (): ChunkReloadEnv => ({
  storage: sessionStorage,
  reload: () => {
    window.location.reload();
  },
  now: Date.now,
});

/** True when a reload is allowed now; records the attempt. */
function claimReload(env: ChunkReloadEnv): boolean {
  try {
    const last = Number(env.storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
    if (Number.isFinite(last) && env.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
    env.storage.setItem(RELOADED_AT_KEY, String(env.now()));
    return true;
  } catch {
    // No storage (privacy mode): never reload, rather than risk a loop.
    return false;
  }
}

export function importWithReload<T>(
  load: () => Promise<T>,
  env: ChunkReloadEnv = browserEnv(),
): Promise<T> {
  return load().catch((error: unknown) => {
    if (!claimReload(env)) throw error;
    env.reload();
    // The page is going away; never settle so nothing renders an error meanwhile.
    return new Promise<never>(() => undefined);
  });
}
