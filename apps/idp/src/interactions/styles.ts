/**
 * The one stylesheet of the IdP pages, served from /assets/: the SPA's design tokens (generated from
 * packages/ui: light and dark, fonts per script) and the few rules these pages need, so signing in
 * looks like Kado. Mobile-first and comfortable from 320 px wide.
 */
import { createHash } from 'node:crypto';

import { KADO_TOKENS_CSS } from './tokens.generated.js';

export const STYLESHEET = `${KADO_TOKENS_CSS}
:root {
  --accent: var(--color-accent);
  --accent-strong: var(--color-accent-hover);
  --text: var(--color-text);
  --muted: var(--color-text-muted);
  --line: var(--color-border);
  --danger: var(--color-danger);
  --danger-bg: var(--color-danger-soft);
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  background: var(--color-bg);
  color: var(--text);
  font-family: var(--font-family-sans);
  font-size: 16px;
  line-height: var(--line-height-normal);
}
main { width: 100%; max-width: 26rem; margin: 0 auto; padding: 2rem 1rem 3rem; }
.brand { margin: 0 0 2rem; font-size: 1.5rem; font-weight: 800; letter-spacing: -0.02em; color: var(--accent); }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; line-height: 1.25; }
.intro { margin: 0 0 1.5rem; color: var(--muted); }
.field { margin: 0 0 1.25rem; }
.consent label { display: flex; gap: 0.5rem; align-items: flex-start; font-weight: 400; }
.consent input { inline-size: auto; margin-block-start: 0.3rem; }
label { display: block; margin: 0 0 0.25rem; font-weight: 600; }
.hint { display: block; margin: 0 0 0.25rem; font-size: 0.875rem; color: var(--muted); }
.field-error { margin: 0 0 0.25rem; font-size: 0.875rem; font-weight: 600; color: var(--danger); }
input {
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--color-border-strong);
  border-radius: 0.5rem;
  background: var(--color-bg);
  color: inherit;
  font: inherit;
}
input[aria-invalid="true"] { border: 2px solid var(--danger); }
.button {
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.625rem 1rem;
  border: 0;
  border-radius: 0.5rem;
  background: var(--accent);
  color: var(--color-on-accent);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.button:hover { background: var(--accent-strong); }
a.button { text-align: center; text-decoration: none; color: var(--color-on-accent); }
.link-button {
  padding: 0;
  border: 0;
  background: none;
  color: var(--accent-strong);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}
a { color: var(--accent-strong); }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.switch { margin: 1.5rem 0 0; padding-top: 1.5rem; border-top: 1px solid var(--line); }
.cancel { margin: 1rem 0 0; }
.error-summary {
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 2px solid var(--danger);
  border-radius: 0.5rem;
  background: var(--danger-bg);
}
.error-summary h2 { margin: 0 0 0.5rem; font-size: 1rem; }
.error-summary ul { margin: 0; padding-left: 1.25rem; }
.error-summary a { color: var(--danger); font-weight: 600; }
@media (min-width: 40rem) { main { padding-top: 4rem; } }
`;

/** Versioned path: the stylesheet can be cached for long and still change with a deploy. */
export const STYLESHEET_PATH = `/assets/kado-${createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 10)}.css`;

/** Kado's gift mark, the same as the SPA's favicon, so the sign-in tab looks like Kado's. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#fff0e6"/>
<rect x="5" y="13" width="22" height="15" rx="2.5" fill="#c2410c"/>
<rect x="3.5" y="10" width="25" height="5.5" rx="1.75" fill="#9a3412"/>
<rect x="14.25" y="10" width="3.5" height="18" fill="#fff0e6"/>
<path d="M16 10c-1.8-3.4-7-5-7.8-2.6S11.6 10 16 10c4.4 0 8.6 0 7.8-2.6S17.8 6.6 16 10z" fill="none" stroke="#9a3412" stroke-width="1.8" stroke-linejoin="round"/>
</svg>
`;
export const FAVICON_PATH = '/assets/favicon.svg';
