import { useEffect, useRef } from 'react';

/**
 * Calls `callback` once `value` has stayed the same for `delayMs` (a search box while typing). The
 * first value and a value equal to `settled` call nothing.
 */
export function useDebouncedEffect<T>(
  value: T,
  settled: T,
  delayMs: number,
  callback: (value: T) => void,
): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => {
      latest.current(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, settled, delayMs]);
}
