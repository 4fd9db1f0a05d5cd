import type { ReactNode } from 'react';

import { cx } from '../class-names';
import { formatPoints } from '../pipes/format';
import { plural } from '../ui-provider/strings';
import { useUi } from '../ui-provider/ui-provider';
import './point-balance.css';

export interface PointBalanceProps {
  value: number;
  /** A caption above the figure, e.g. "Your points". */
  label?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** A line under the figure, e.g. what expires soon. */
  note?: ReactNode;
  className?: string;
}

/** The points figure: the grouped number large, its unit beside it, in the locale's words. */
export function PointBalance({ value, label, size = 'md', note, className }: PointBalanceProps) {
  const { strings, iso } = useUi();
  const figure = formatPoints(value, iso);
  const template = plural(strings.points, value, iso);
  const [before = '', after = ''] = template.split(/\{\{\s*points\s*\}\}/);
  return (
    <div className={cx('kado-point', `kado-point--${size}`, className)}>
      {label && <p className="kado-point__label">{label}</p>}
      <p className="kado-point__figure">
        {before.trim() && <span className="kado-point__unit">{before.trim()} </span>}
        <span className="kado-point__number">{figure}</span>
        {after.trim() && <span className="kado-point__unit"> {after.trim()}</span>}
      </p>
      {note && <p className="kado-point__note">{note}</p>}
    </div>
  );
}
