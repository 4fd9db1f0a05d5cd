/**
 * The first paint of some pages as HTML, per locale, as the SPA's build renders it from its own
 * components (`page-shells.json`, apps/web/build/page-shells.ts). A signed-out visitor's HTML carries
 * it inside `#root`, so the header and the hero paint before any JavaScript runs; the SPA's first
 * render replaces it with the same markup. Signed-in visitors get the empty root: their header differs.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import { z } from 'zod';

import type { LocaleCode } from '@kado/shared';
import { localeCodeSchema, textSchema } from '@kado/shared/schemas';

const pageShellsSchema = z.object({
  pages: z.record(textSchema, z.partialRecord(localeCodeSchema, textSchema)),
});
export type PageShells = z.infer<typeof pageShellsSchema>;

const NONE: PageShells = { pages: {} };
const EMPTY_ROOT = '<div id="root"></div>';

/** The build's shells; none for a build without them (the SPA paints the page itself). */
export async function loadPageShells(distDir: string): Promise<PageShells> {
  const path = resolve(distDir, 'page-shells.json');
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return NONE;
  const parsed = pageShellsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path} is not a page shell list: ${parsed.error.message}`);
  return parsed.data;
}

/** The shell of one page (null when the request renders no page) in one locale, if it has one. */
export function pageShell(shells: PageShells, page: string | null, locale: LocaleCode) {
  return page === null ? undefined : shells.pages[page]?.[locale];
}

const SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * Starts the SPA's scripts once the shell is on screen: they wait in a template until the frame
 * after the first paint (at once in a hidden tab, which paints nothing), so the stylesheets and the
 * page are not fighting the scripts for the connection. The inline starter carries the page's nonce.
 */
const startScriptsAfterPaint = (nonce: string) =>
  `<script nonce="${nonce}">(function(){var t=document.getElementById('kado-deferred');` +
  `function go(){t.content.querySelectorAll('link,script').forEach(function(e){` +
  `var n=document.createElement(e.localName);` +
  `for(var i=0;i<e.attributes.length;i++)n.setAttribute(e.attributes[i].name,e.attributes[i].value);` +
  `document.head.appendChild(n)})}` +
  `if(document.visibilityState==='hidden')go();` +
  `else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;

/**
 * index.html with the shell inside its empty `#root`, and its module scripts and preloads started
 * after the shell's first paint instead of beside it.
 */
export function withShell(html: string, shell: string, nonce: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error('index.html has no empty <div id="root">');
  const scripts = html.match(SCRIPT_TAGS) ?? [];
  return html
    .replace(SCRIPT_TAGS, '')
    .replace(EMPTY_ROOT, () => `<div id="root">${shell}</div>`)
    .replace(
      '</body>',
      () =>
        `<template id="kado-deferred">${scripts.join('')}</template>` +
        `${startScriptsAfterPaint(nonce)}</body>`,
    );
}
