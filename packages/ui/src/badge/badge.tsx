import type { ReactNode } from 'react';

import { cx } from '../class-names';
import './badge.css';

export const TONES = ['neutral', 'success', 'warning', 'danger', 'info'] as const;
export type Tone = (typeof TONES)[number];

export interface BadgeProps {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}

/** A short label on an item ("Expires soon", "Verified"); the words carry the meaning, not the colour. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('kado-badge', `kado-badge--${tone}`, className)}>{children}</span>;
}

/** A state of an item (active, used, expired…) drawn as a chip with a dot. */
export function StatusChip({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span className={cx('kado-badge', 'kado-status-chip', `kado-badge--${tone}`, className)}>
      <span className="kado-status-chip__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
