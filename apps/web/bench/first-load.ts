/**
 * P3 of the performance issue: the JavaScript `/` downloads before first render — the entry script
 * and every module it preloads, as listed in the built index.html — raw, gzip and brotli, against
 * the 130 KB gzip budget. Reads apps/web/dist (run after `vite build`; `pnpm bench` builds first).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_GZIP_KB = 130;
const dist = join(import.meta.dirname, '..', 'dist');

const html = await readFile(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');

let raw = 0;
let gzip = 0;
let brotli = 0;
for (const path of scripts) {
  const body = await readFile(join(dist, path));
  raw += body.length;
  gzip += gzipSync(body, { level: 9 }).length;
  brotli += brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`P3 first load of / (${scripts.length} scripts: entry + modulepreloads)`);
console.log(`  raw ${kb(raw)} KB · gzip ${kb(gzip)} KB · brotli ${kb(brotli)} KB`);
console.log(
  `  gzip ÷ budget ${BUDGET_GZIP_KB} KB = ${(gzip / 1024 / BUDGET_GZIP_KB).toFixed(2)} (≤ 1.00 meets it)`,
);
