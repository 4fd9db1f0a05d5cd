/**
 * Readiness checks that load balancers may call often (the BFF's and the wallet's `/readyz`): each
 * check has a short deadline (past it, the dependency counts as down), and one answer serves every
 * probe for a few seconds.
 */
export const READINESS_TIMEOUT_MS = 1_500;
export const READINESS_CACHE_MS = 2_000;

/** `check` answered true within `timeoutMs`; a throw or a late answer is false. */
export async function within(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, timeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `run` at most once per `ttlMs`: callers within that time share its answer, and concurrent
 * callers share one run.
 */
export function cached<T>(run: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, value: run() };
    return last.value;
  };
}
