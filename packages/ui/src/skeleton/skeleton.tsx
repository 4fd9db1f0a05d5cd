import type { ReactNode } from 'react';

import { cx } from '../class-names';
import { useUiStrings } from '../ui-provider/ui-provider';
import { useMinimumDisplay } from './use-minimum-display';
import './skeleton.css';

export interface SkeletonProps {
  /**
   * While true (and for at least 200 ms once shown, PRODUCT.md §8) the placeholder shows instead of
   * the children. Leave out to draw the placeholder alone.
   */
  loading?: boolean;
  /** text: lines of text; block: one box; card: a picture and two lines. */
  shape?: 'text' | 'block' | 'card';
  lines?: number;
  /** How many placeholders (e.g. the cards of a grid). */
  count?: number;
  /** The aspect ratio of a block or card picture, e.g. "16 / 10". */
  ratio?: string;
  label?: string;
  className?: string;
  children?: ReactNode;
}

function Placeholder({ shape, lines, ratio }: { shape: string; lines: number; ratio: string }) {
  if (shape === 'block') {
    return <span className="kado-skeleton__block" style={{ aspectRatio: ratio }} />;
  }
  const text = Array.from({ length: lines }, (_, index) => (
    <span key={index} className="kado-skeleton__line" />
  ));
  if (shape === 'card') {
    return (
      <span className="kado-skeleton__card">
        <span className="kado-skeleton__block" style={{ aspectRatio: ratio }} />
        {text}
      </span>
    );
  }
  return <span className="kado-skeleton__text">{text}</span>;
}

/** A grey outline of content that is on its way, announced once as "Loading". */
export function Skeleton({
  loading,
  shape = 'text',
  lines = shape === 'card' ? 2 : 3,
  count = 1,
  ratio = '16 / 10',
  label,
  className,
  children,
}: SkeletonProps) {
  const strings = useUiStrings();
  const showing = useMinimumDisplay(loading ?? true);
  if (loading !== undefined && !showing) return <>{children}</>;
  return (
    <div
      className={cx('kado-skeleton', count > 1 && 'kado-skeleton--grid', className)}
      role="status"
      aria-label={label ?? strings.skeleton.loading}
      aria-busy="true"
    >
      {Array.from({ length: count }, (_, index) => (
        <Placeholder key={index} shape={shape} lines={lines} ratio={ratio} />
      ))}
    </div>
  );
}

export { useMinimumDisplay };
