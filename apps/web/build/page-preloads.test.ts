// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

import { PAGE_PRELOADS_FILE, pagePreloads, type PagePreloads } from './page-preloads';

/**
 * A real build of a small app: an entry, two lazy pages sharing a module, a lazy locale with its
 * lazy wallet messages.
 */
async function buildFixture(): Promise<{
  preloads: PagePreloads;
  chunks: Map<string, string>;
  written: Set<string>;
}> {
  const root = await mkdtemp(join(tmpdir(), 'kado-preloads-'));
  await mkdir(join(root, 'src/app/routes'), { recursive: true });
  await mkdir(join(root, 'src/locales/th'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><script type="module" src="/src/main.ts"></script>',
    'src/main.ts': `import { base } from './base';
      console.log(base);
      const lazy = [
        () => import('./app/routes/home.tsx'),
        () => import('./app/routes/faq.tsx'),
        () => import('./app/routes/about.tsx'),
        () => import('./locales/th/index.ts'),
        () => import('./locales/th/wallet.json'),
      ];
      document.body.onclick = () => lazy.forEach((load) => void load());`,
    'src/base.ts': 'export const base = "base";',
    'src/grid.ts':
      'import "./grid.css"; import { base } from "./base"; export const grid = base + "grid";',
    'src/grid.css': '.grid { display: grid; }',
    // Only a stylesheet, shared by home and about (not faq), so a chunk of its own: Vite deletes
    // that chunk and hands its CSS to the pages.
    'src/page-style.ts': 'import "./page.css";',
    'src/page.css': '.page { margin: 0; }',
    'src/app/routes/home.tsx':
      'import "../../page-style"; import { grid } from "../../grid"; export default grid + "home";',
    'src/app/routes/faq.tsx': 'import { grid } from "../../grid"; export default grid + "faq";',
    'src/app/routes/about.tsx': 'import "../../page-style"; export default "about";',
    'src/locales/th/index.ts': 'export default { hello: "สวัสดี" };',
    'src/locales/th/wallet.json': '{ "points": "คะแนน" }',
  };
  for (const [path, text] of Object.entries(files)) await writeFile(join(root, path), text);
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [pagePreloads()],
    build: { write: false },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map<string, string>();
  const written = new Set(output.output.map((item) => `/${item.fileName}`));
  let preloads: PagePreloads | null = null;
  for (const item of output.output) {
    if (item.type === 'chunk') chunks.set(item.isEntry ? 'entry' : item.name, `/${item.fileName}`);
    if (item.type === 'asset' && item.fileName === PAGE_PRELOADS_FILE) {
      preloads = JSON.parse(String(item.source)) as PagePreloads;
    }
  }
  if (!preloads) throw new Error(`${PAGE_PRELOADS_FILE} was not written`);
  return { preloads, chunks, written };
}

it('lists each page’s and locale’s chunks and styles beyond what the entry loads', async () => {
  const { preloads, chunks, written } = await buildFixture();
  // Every file named is one the build writes (no chunk Vite deleted after the fact).
  const named = Object.values({ ...preloads.pages, ...preloads.locales }).flatMap((preload) => [
    ...preload.js,
    ...preload.css,
  ]);
  expect(named.filter((file) => !written.has(file))).toEqual([]);
  const home = preloads.pages.home;
  expect(home?.js[0]).toBe(chunks.get('home'));
  // The shared grid module comes along (with its stylesheet); the entry's own modules do not.
  expect(home?.js).toContain(chunks.get('grid'));
  expect(home?.js).not.toContain(chunks.get('entry'));
  expect(home?.css).toHaveLength(2);
  expect(home?.css[0]).toMatch(/^\/assets\/.+\.css$/);
  expect(preloads.pages.faq?.js[0]).toBe(chunks.get('faq'));
  // A locale's chunk is named after its folder.
  expect(preloads.locales).toEqual({ th: { js: [chunks.get('th')], css: [] } });
  expect(preloads.walletMessages).toEqual({ th: { js: [chunks.get('wallet')], css: [] } });
  expect(preloads.pages.about?.css).toHaveLength(1);
  expect(Object.keys(preloads.pages).sort()).toEqual(['about', 'faq', 'home']);
}, 30_000);
