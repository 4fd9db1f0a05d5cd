import './progress-bar.css';

/**
 * A thin indeterminate bar pinned to the top of the viewport while work is in flight. Render it only
 * while active; the label names it for screen readers.
 */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div className="kado-progress" role="progressbar" aria-label={label}>
      <div className="kado-progress__bar" />
    </div>
  );
}
