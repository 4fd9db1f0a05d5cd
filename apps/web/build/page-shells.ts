/**
 * Writes `page-shells.json`: the first paint of each shell page (src/app/shell/render-shells.tsx) in
 * every locale, as HTML. The components are loaded through a short-lived Vite server in SSR mode, so
 * they compile exactly as the SPA's (TSX, CSS imports, workspace packages) and the HTML cannot drift
 * from what the SPA's first render draws. The BFF puts it inside `#root` for signed-out visitors.
 */
import { createServer, type Plugin } from 'vite';

export const PAGE_SHELLS_FILE = 'page-shells.json';
const RENDERER = '/src/app/shell/render-shells.tsx';

interface Renderer {
  renderPageShells: () => Promise<Record<string, Record<string, string>>>;
}

export function pageShells(): Plugin {
  let root = process.cwd();
  return {
    name: 'kado-page-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPageShells } = (await server.ssrLoadModule(RENDERER)) as Renderer;
        this.emitFile({
          type: 'asset',
          fileName: PAGE_SHELLS_FILE,
          source: JSON.stringify({ pages: await renderPageShells() }),
        });
      } finally {
        await server.close();
      }
    },
  };
}
