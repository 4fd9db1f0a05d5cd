/**
 * The toasts asked for, kept apart from the region: useToast() only talks to this store, so a page
 * can raise a toast while the region loads on first use.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  /** A button in the toast, e.g. "Undo"; pressing it also closes the toast. */
  action?: ToastAction;
  /** Milliseconds before it goes away; errors stay until dismissed unless given. */
  timeout?: number;
}

export interface ToastContent {
  tone: ToastTone;
  message: string;
  action?: ToastAction;
}

export interface QueuedRequest {
  content: ToastContent;
  timeout: number | undefined;
}

type Sink = (request: QueuedRequest) => void;

const pending: QueuedRequest[] = [];
let sink: Sink | null = null;
const listeners = new Set<() => void>();
let requested = false;

export const toastStore = {
  add(request: QueuedRequest) {
    if (sink) {
      sink(request);
      return;
    }
    pending.push(request);
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
  },
  /** Whether a toast was ever asked for (the region then loads). */
  requested: () => requested,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The loaded region takes over: what waited is shown, the rest goes straight to it. */
  attach(next: Sink) {
    sink = next;
    for (const request of pending.splice(0)) next(request);
    return () => {
      if (sink === next) sink = null;
    };
  },
};

/** Minimum reading time: React Aria advises at least 5 s, and an action needs longer. */
export function timeoutFor(tone: ToastTone, options: ToastOptions | undefined) {
  if (options?.timeout !== undefined) return Math.max(5000, options.timeout);
  if (tone === 'error') return undefined;
  return options?.action ? 10_000 : 6000;
}
