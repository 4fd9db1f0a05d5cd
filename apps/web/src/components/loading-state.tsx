import './loading-state.css';

/** An inline "loading" message with a spinner, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="loading-state">
      <span className="loading-state__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
