/**
 * The one stylesheet of the IdP pages, served from /assets/: packages/ui's own files (tokens, base
 * and the stylesheets of the components the pages render), read at start so the pages and the SPA
 * are one design system, light and dark, and a change to packages/ui reaches both.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** packages/ui's source folder, found the way Node finds the package (beside the bundle too). */
const UI_DIR = dirname(createRequire(import.meta.url).resolve('@kado/ui/styles.css'));

/**
 * styles.css (tokens and base), then the stylesheet of each component the pages render; a test
 * checks that every component the pages use has its stylesheet here.
 */
const UI_STYLESHEETS = [
  'styles.css',
  'page-layout/page-layout.css',
  'logo/logo.css',
  'field/field.css',
  'checkbox/checkbox.css',
  'button/button.css',
  'error-summary/error-summary.css',
];

/** A stylesheet with its relative @imports inlined: the browser fetches one file, not a chain. */
function inlineImports(path: string): string {
  return readFileSync(path, 'utf8').replace(/@import\s+'(\.[^']+)';/g, (_, relative: string) =>
    inlineImports(join(dirname(path), relative)),
  );
}

/** The little the IdP's pages add around the components: the muted intro, the ways elsewhere. */
const PAGE_RULES = `
.idp-intro { color: var(--color-text-muted); }
.idp-more { margin-block-start: var(--space-5); padding-block-start: var(--space-4); border-block-start: 1px solid var(--color-border); }
.idp-more > form { margin-block-start: var(--space-2); }
`;

export const STYLESHEET = [
  ...UI_STYLESHEETS.map((file) => inlineImports(join(UI_DIR, file))),
  PAGE_RULES,
].join('\n');

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
