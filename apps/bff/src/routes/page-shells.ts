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

import { WORKER_PATH } from './pwa.js';

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
 * Starts the SPA's scripts at the visitor's first sign of intent instead: a press, a touch, a key, a
 * focus, or the pointer over something that answers it. For a page that is complete as painted (the
 * signed-out home with its gifts), so a first visit loads no script until the visitor acts. A button
 * pressed before the SPA is there is marked (data-kado-pressed) while the paint is on screen, and
 * the SPA presses it again once it has taken over (apps/web/src/app/shell/keep-focus.ts). The worker
 * is registered after load and idle, as the SPA would (apps/web/src/lib/pwa/register.ts), and the
 * SPA's workbox-window takes it up when it boots.
 */
const startScriptsOnIntent = (nonce: string) =>
  `<script nonce="${nonce}">(function(){var t=document.getElementById('kado-deferred'),` +
  `r=document.getElementById('root'),p=r.firstElementChild,started=false,` +
  `E=['pointerdown','touchstart','keydown','focusin','pointerover'];` +
  `function go(){if(started)return;started=true;E.forEach(function(n){removeEventListener(n,intent,true)});` +
  `t.content.querySelectorAll('link,script').forEach(function(e){` +
  `var n=document.createElement(e.localName);` +
  `for(var i=0;i<e.attributes.length;i++)n.setAttribute(e.attributes[i].name,e.attributes[i].value);` +
  `document.head.appendChild(n)})}` +
  `function intent(e){if(e.type!=='pointerover'||(e.target.closest&&e.target.closest(` +
  `'a,button,input,select,textarea,summary,label,[tabindex]')))go()}` +
  `E.forEach(function(n){addEventListener(n,intent,{capture:true,passive:true})});` +
  `addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');` +
  `if(!b||!p||!p.isConnected||!p.contains(b))return;` +
  `var o=r.querySelector('[data-kado-pressed]');if(o)o.removeAttribute('data-kado-pressed');` +
  `b.setAttribute('data-kado-pressed','')},true);` +
  `if('serviceWorker' in navigator){var sw=function(){navigator.serviceWorker.register('${WORKER_PATH}',{scope:'/'})` +
  `.catch(function(){})},idle=function(){if('requestIdleCallback' in window)requestIdleCallback(sw,{timeout:5000});` +
  `else setTimeout(sw,1000)};if(document.readyState==='complete')idle();else addEventListener('load',idle,{once:true})}` +
  `})()</script>`;

/** When a painted page starts the SPA: after its first paint, or at the visitor's first intent. */
export type ScriptStart = 'after-paint' | 'on-intent';

/**
 * index.html with the shell inside its empty `#root`, and its module scripts and preloads started
 * after the shell's first paint (or on intent) instead of beside it.
 */
export function withShell(
  html: string,
  shell: string,
  nonce: string,
  start: ScriptStart = 'after-paint',
): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error('index.html has no empty <div id="root">');
  const scripts = html.match(SCRIPT_TAGS) ?? [];
  const starter =
    start === 'on-intent' ? startScriptsOnIntent(nonce) : startScriptsAfterPaint(nonce);
  return html
    .replace(SCRIPT_TAGS, '')
    .replace(EMPTY_ROOT, () => `<div id="root">${shell}</div>`)
    .replace(
      '</body>',
      () => `<template id="kado-deferred">${scripts.join('')}</template>${starter}</body>`,
    );
}
