import { useId, useState } from 'react';

import { cx } from '../class-names';
import { useUiStrings } from '../ui-provider/ui-provider';
import './search-nav.css';

export interface SearchNavProps {
  /** Called with the trimmed query on submit; the form also works as a plain GET to `action`. */
  onSearch?: (query: string) => void;
  /** Where the form goes without script, e.g. "/gift-items". */
  action?: string;
  /** The query parameter's name. */
  name?: string;
  defaultValue?: string;
  label?: string;
  placeholder?: string;
  className?: string;
}

/** The header's search: a labelled search box and its button in a search landmark. */
export function SearchNav({
  onSearch,
  action,
  name = 'q',
  defaultValue = '',
  label,
  placeholder,
  className,
}: SearchNavProps) {
  const strings = useUiStrings();
  const id = useId();
  const [query, setQuery] = useState(defaultValue);
  return (
    <form
      role="search"
      action={action}
      className={cx('kado-search-nav', className)}
      onSubmit={(event) => {
        if (!onSearch) return;
        event.preventDefault();
        onSearch(query.trim());
      }}
    >
      <label htmlFor={id} className="kado-search-nav__label">
        {label ?? strings.search.label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        className="kado-search-nav__input"
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      <button type="submit" className="kado-search-nav__submit">
        <span className="kado-search-nav__icon" aria-hidden="true" />
        <span className="kado-search-nav__submit-text">{strings.search.submit}</span>
      </button>
    </form>
  );
}
