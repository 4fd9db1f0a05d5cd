import { useEffect, useState, useSyncExternalStore } from 'react';

import { isOfflineShell } from './pwa/offline-shell';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online, following its online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Now: online, and not on the worker's offline shell (answered because the network failed). */
export const mayReachBff = (): boolean => navigator.onLine && !isOfflineShell();

/** How long the network must stay back before a page leaves for the BFF. */
const SETTLE_MS = 1000;

/**
 * Whether a request to the BFF may be answered: online, and not on the worker's offline shell
 * unless the network came back since it opened. The shell was served because a navigation failed,
 * and the browser may still call itself online (a captive portal, a flaky link). A return counts
 * once it has lasted a second: a browser may report "online" for a moment while it starts the next
 * navigation, and leaving for the BFF then would land on its error page.
 */
export function useBffReachable(): boolean {
  const [reachable, setReachable] = useState(mayReachBff);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setReachable(navigator.onLine);
      }, SETTLE_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setReachable(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);
  return reachable;
}
