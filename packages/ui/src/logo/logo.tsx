import './logo.css';

/** The Kado mark (a gift box) with the word mark; the word is the accessible text. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="kado-logo">
      <svg className="kado-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="3" y="11" width="26" height="18" rx="3" fill="var(--color-accent)" />
        <rect x="1.5" y="8" width="29" height="6" rx="2" fill="var(--color-accent-hover)" />
        <rect x="14" y="8" width="4" height="21" fill="var(--color-accent-soft)" />
        <path
          d="M16 8c-2-4-8-6-9-3s4 3 9 3c5 0 10 0 9-3s-7-1-9 3z"
          fill="none"
          stroke="var(--color-accent-hover)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="kado-logo__word">{name}</span>
    </span>
  );
}
