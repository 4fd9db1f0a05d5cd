import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { cx } from '../class-names';
import { formatNumber } from '../pipes/format';
import { fill } from '../ui-provider/strings';
import { useUi } from '../ui-provider/ui-provider';
import './notification-nav.css';

export interface NotificationNavProps {
  unread: number;
  /** The panel's content, rendered only while open (so its data and code can load on open). */
  children: ReactNode | (() => ReactNode);
  onOpenChange?: (open: boolean) => void;
  /** The panel's heading; "Notifications" by default. */
  title?: ReactNode;
  className?: string;
}

/**
 * The header's bell: a button with the unread count that opens a panel under it. A plain
 * disclosure (no library: it sits on every page): Escape or a press outside closes it and focus
 * returns to the bell.
 */
export function NotificationNav({
  unread,
  children,
  onOpenChange,
  title,
  className,
}: NotificationNavProps) {
  const { strings, iso } = useUi();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  const change = (next: boolean, returnFocus = false) => {
    setOpen(next);
    onOpenChange?.(next);
    if (!next && returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        onOpenChange?.(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) {
        setOpen(false);
        onOpenChange?.(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onOpenChange]);

  const count = unread > 99 ? '99+' : formatNumber(unread, iso);
  const name =
    unread > 0
      ? `${strings.notifications.open}, ${fill(strings.notifications.unread, { count })}`
      : strings.notifications.open;
  return (
    <div ref={root} className={cx('kado-notification-nav', className)}>
      <button
        ref={button}
        type="button"
        className="kado-notification-nav__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={name}
        onClick={() => {
          change(!open);
        }}
      >
        <span className="kado-notification-nav__bell" aria-hidden="true" />
        {unread > 0 && (
          <span className="kado-notification-nav__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <div
        id={panelId}
        className="kado-notification-nav__panel"
        role="region"
        aria-labelledby={titleId}
        hidden={!open}
      >
        <h2 id={titleId} className="kado-notification-nav__title">
          {title ?? strings.notifications.title}
        </h2>
        {open && (typeof children === 'function' ? children() : children)}
      </div>
    </div>
  );
}
