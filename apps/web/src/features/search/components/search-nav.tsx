import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { pathFor } from '@kado/shared';
import { SearchNav as SearchNavShell } from '@kado/ui';

import './search-nav.css';

/**
 * The header's search: a magnifier that opens the design system's search box below the header;
 * submitting goes to `/gift-items?q=…` from any page. No primitives library: it ships with every page.
 */
export function SearchNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);

  return (
    <div className="search-nav">
      <button
        ref={button}
        type="button"
        className="search-nav__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('search.open')}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M10.5 17a6.5 6.5 0 1 1 0-13 6.5 6.5 0 0 1 0 13zM15.5 15.5 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        className="search-nav__panel"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setOpen(false);
          button.current?.focus();
        }}
      >
        {open && (
          <SearchNavShell
            action={pathFor('gift-items')}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            onSearch={(q) => {
              setOpen(false);
              void navigate(`${pathFor('gift-items')}${q ? `?q=${encodeURIComponent(q)}` : ''}`);
            }}
          />
        )}
      </div>
    </div>
  );
}
