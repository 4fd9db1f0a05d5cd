import type { ReactNode } from 'react';

import { cx } from '../class-names';
import type { Tone } from '../badge/badge';
import './alert-banner.css';

export interface AlertBannerProps {
  tone?: Tone;
  title?: ReactNode;
  children: ReactNode;
  /** A button or link that acts on the message. */
  action?: ReactNode;
  /**
   * `alert` interrupts (errors that block), `status` waits its turn (the default for other tones);
   * `none` for a banner that is there on load and needs no announcement.
   */
  role?: 'alert' | 'status' | 'none';
  className?: string;
}

const ICONS: Record<Tone, string> = {
  neutral: 'i',
  info: 'i',
  success: '✓',
  warning: '!',
  danger: '!',
};

/** A message across the content: a failure, a warning, a confirmation. */
export function AlertBanner({
  tone = 'info',
  title,
  children,
  action,
  role,
  className,
}: AlertBannerProps) {
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      className={cx('kado-alert', `kado-alert--${tone}`, className)}
      role={liveRole === 'none' ? undefined : liveRole}
    >
      <span className="kado-alert__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="kado-alert__text">
        {title && <p className="kado-alert__title">{title}</p>}
        <div className="kado-alert__body">{children}</div>
      </div>
      {action && <div className="kado-alert__action">{action}</div>}
    </div>
  );
}
