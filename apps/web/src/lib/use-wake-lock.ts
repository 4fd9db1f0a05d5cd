import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a voucher shown at the counter), where the browser has the
 * Screen Wake Lock API. The lock drops when the tab is hidden, so it is asked for again on return.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
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
