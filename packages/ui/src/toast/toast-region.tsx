import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { useUiStrings } from '../ui-provider/ui-provider';
import { toastStore, type QueuedRequest } from './toast-store';
import './toast.css';

const MAX_VISIBLE = 3;

const ICONS = { success: '✓', error: '!', info: 'i' } as const;

interface QueuedToast extends QueuedRequest {
  key: number;
}

let nextKey = 0;

/**
 * Kado's own toast region. Default export: loaded lazily by Toaster.
 *
 * A toast is a status, not a dialog: the list is one polite live region that is in the page before
 * any toast is put into it (the store's waiting toasts are added in an effect, after the first
 * render), so screen readers announce each new toast once. Errors are polite too: they stay until
 * dismissed, so nothing is lost by not interrupting, and a nested role="alert" would be read twice.
 */
export default function ToastRegion() {
  const strings = useUiStrings();
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const region = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Where F6 came from, to go back to on Escape / Shift+F6 or when the last toast closes.
  const returnTo = useRef<HTMLElement | null>(null);
  // The place of a closed toast that held focus: focus moves on once it is gone from the page.
  const refocusAt = useRef<number | null>(null);

  useEffect(
    () =>
      toastStore.attach((request) => {
        setQueue((current) => [...current, { ...request, key: nextKey++ }]);
      }),
    [],
  );

  const visible = queue.slice(0, MAX_VISIBLE);
  const hasVisible = visible.length > 0;

  const close = useCallback((key: number) => {
    const items = Array.from(list.current?.children ?? []);
    const item = items.find((element) => element.getAttribute('data-key') === String(key));
    if (item?.contains(document.activeElement)) refocusAt.current = items.indexOf(item);
    // The last toast may close under a still pointer, which then never leaves the emptied region:
    // the next toast's clock must not start paused.
    if (items.length <= 1) setHovered(false);
    setQueue((current) => current.filter((toast) => toast.key !== key));
  }, []);

  /** Focus back to where F6 came from; with nowhere to go, to the body only when it must leave. */
  const goBack = (mustLeave: boolean) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
    else if (mustLeave && region.current?.contains(document.activeElement)) {
      (document.activeElement as HTMLElement).blur();
    }
    // A removed node fires no focusout in every browser: say where focus is now.
    setFocusWithin(Boolean(region.current?.contains(document.activeElement)));
  };

  useLayoutEffect(() => {
    const index = refocusAt.current;
    if (index === null) return;
    refocusAt.current = null;
    const items = list.current?.children;
    const next = items?.[Math.min(index, items.length - 1)];
    const button = next?.querySelector('button');
    if (button) button.focus();
    else goBack(true);
  });

  useEffect(() => {
    if (!hasVisible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F6' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      const here = region.current;
      if (!here || here.contains(document.activeElement)) return;
      event.preventDefault();
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      here.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [hasVisible]);

  return (
    <section
      ref={region}
      className="kado-toaster"
      // A landmark only while it holds toasts: an empty "Notifications" region would be a second
      // one beside the bell's panel. The live list inside stays, so the next toast is announced.
      aria-label={hasVisible ? strings.toast.region : undefined}
      tabIndex={-1}
      onPointerEnter={() => {
        setHovered(true);
      }}
      onPointerLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocusWithin(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || (event.key === 'F6' && event.shiftKey)) {
          event.preventDefault();
          goBack(false);
        }
      }}
    >
      <ol
        ref={list}
        className="kado-toaster__list"
        aria-live="polite"
        aria-relevant="additions text"
      >
        {visible.map((toast) => (
          <ToastItem
            key={toast.key}
            toast={toast}
            paused={hovered || focusWithin}
            dismissLabel={strings.toast.dismiss}
            onClose={close}
          />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({
  toast,
  paused,
  dismissLabel,
  onClose,
}: {
  toast: QueuedToast;
  paused: boolean;
  dismissLabel: string;
  onClose: (key: number) => void;
}) {
  const { key, content, timeout } = toast;
  const { tone, message, action } = content;
  const remaining = useRef(timeout);

  // The clock runs only while shown and not paused; a pause keeps the time that was left.
  useEffect(() => {
    if (paused || remaining.current === undefined) return;
    const started = Date.now();
    const timer = setTimeout(() => {
      onClose(key);
    }, remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== undefined) {
        remaining.current = Math.max(0, remaining.current - (Date.now() - started));
      }
    };
  }, [paused, onClose, key]);

  return (
    <li className={`kado-toast kado-toast--${tone}`} data-key={key}>
      <span className="kado-toast__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="kado-toast__content">{message}</div>
      {action && (
        <button
          type="button"
          className="kado-toast__action"
          onClick={() => {
            action.onAction();
            onClose(key);
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        className="kado-toast__close"
        aria-label={dismissLabel}
        onClick={() => {
          onClose(key);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
