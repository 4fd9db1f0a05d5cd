import { Button } from '../button/button';
import { fill } from '../ui-provider/strings';
import { useUi } from '../ui-provider/ui-provider';
import { formatNumber } from '../pipes/format';
import './load-more.css';

export interface LoadMoreProps {
  /** How many items are on screen. */
  shown: number;
  /** How many there are in all, when known. */
  total?: number;
  /** Whether more can be loaded; defaults to shown < total (or true without a total). */
  hasMore?: boolean;
  busy?: boolean;
  onLoadMore: () => void;
  label?: string;
}

/** "Showing N of M" and a button for the next page, busy while it loads. */
export function LoadMore({
  shown,
  total,
  hasMore,
  busy = false,
  onLoadMore,
  label,
}: LoadMoreProps) {
  const { strings, iso } = useUi();
  const more = hasMore ?? (total === undefined || shown < total);
  const progress =
    total === undefined
      ? fill(strings.loadMore.shown, { shown: formatNumber(shown, iso) })
      : fill(strings.loadMore.progress, {
          shown: formatNumber(shown, iso),
          total: formatNumber(total, iso),
        });
  return (
    <div className="kado-load-more">
      <p className="kado-load-more__progress" role="status">
        {progress}
      </p>
      {total !== undefined && total > 0 && (
        <progress className="kado-load-more__bar" max={total} value={shown} aria-hidden="true" />
      )}
      {more && (
        <Button variant="secondary" loading={busy} onClick={onLoadMore}>
          {label ?? strings.loadMore.action}
        </Button>
      )}
    </div>
  );
}
