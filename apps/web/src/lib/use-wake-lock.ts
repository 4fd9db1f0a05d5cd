import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a voucher shown at the counter), where the browser has the
 * Screen Wake Lock API; without it (or when refused) the page works as before. The browser drops
 * the lock when the tab is hidden, so it is asked for again when the tab is shown.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (ended) void lock.release();
          else sentinel = lock;
        },
        () => undefined, // refused (battery saver, permissions policy): the code still shows
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
}
