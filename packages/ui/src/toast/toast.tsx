import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';

import { importWithRetry } from '../lazy/import-with-retry';
import { timeoutFor, toastStore, type ToastOptions, type ToastTone } from './toast-store';

const ToastRegion = lazy(() => importWithRetry(() => import('./toast-region')));

export interface Toasts {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
}

function show(tone: ToastTone, message: string, options?: ToastOptions) {
  toastStore.add({
    content: { tone, message, action: options?.action },
    timeout: timeoutFor(tone, options),
  });
}

/** The same toasts for code outside React (e.g. the service worker's update offer). */
export const toasts: Toasts = {
  success: (message, options) => {
    show('success', message, options);
  },
  error: (message, options) => {
    show('error', message, options);
  },
  info: (message, options) => {
    show('info', message, options);
  },
};

/** Raises short messages in the Toaster: success, error and info, with an optional action. */
export function useToast(): Toasts {
  return useMemo(() => toasts, []);
}

/**
 * Where toasts appear; mount it once near the root. The region (a landmark, F6 to reach it, polite
 * live announcements, pause on hover and focus) loads with the first toast, not before.
 */
export function Toaster() {
  const requested = useSyncExternalStore(
    (listener) => toastStore.subscribe(listener),
    () => toastStore.requested(),
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
