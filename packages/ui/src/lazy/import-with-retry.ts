/**
 * A dynamic import tried twice: a chunk that failed once (a flaky network) is asked for again before
 * the error reaches the app's chunk-reload guard.
 */
export function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => load());
}
