import type { ReactNode } from 'react';

import { cx } from '../class-names';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** What is missing and why; `description` is the same. */
  body?: ReactNode;
  description?: ReactNode;
  /** The way out: a button or a link. */
  action?: ReactNode;
  /** A decorative picture or icon. */
  icon?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** What a list shows when it has nothing: a title, why, and what to do next. */
export function EmptyState({
  title,
  body,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const text = body ?? description;
  return (
    <div className={cx('kado-empty-state', className)}>
      <div className="kado-empty-state__icon" aria-hidden="true">
        {icon ?? <span className="kado-empty-state__box" />}
      </div>
      <Heading className="kado-empty-state__title">{title}</Heading>
      {text && <p className="kado-empty-state__body">{text}</p>}
      {action && <div className="kado-empty-state__action">{action}</div>}
    </div>
  );
}
