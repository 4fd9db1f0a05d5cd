/**
 * Writes `server/render-pages.js`: src/app/shell/render-shells.tsx bundled for Node with everything
 * it imports (React, the router, i18next, the SPA's components and messages), so the BFF can import
 * it from the web build and render a signed-out /gift-items per request with the catalog page it
 * read (the grid's first pictures then load straight from the HTML). Compiled like the page shells
 * (build/page-shells.ts), so the markup is the SPA's own. Not a browser asset: the BFF never serves
 * the `server` folder.
 */
import { resolve } from 'node:path';

import { build, type Plugin } from 'vite';

export const PAGE_RENDERER_FILE = 'server/render-pages.js';
const RENDERER = 'src/app/shell/render-shells.tsx';

export function pageRenderer(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'kado-page-renderer',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the other plugins' closeBundle (precompress): the server files get no .br/.gz twins.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          mode: 'production',
          publicDir: false,
          // React and the rest pick their production builds, as in the browser bundle.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: resolve(root, RENDERER),
            outDir: resolve(outDir, 'server'),
            emptyOutDir: true,
            minify: false,
            rollupOptions: {
              output: { entryFileNames: 'render-pages.js', format: 'es' },
              // "use client" in the React libraries means nothing to a server render.
              onwarn(warning, warn) {
                if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
              },
            },
          },
        });
      },
    },
  };
}
