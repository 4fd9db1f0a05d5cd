/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { giftCards } from './build/gift-cards';
import { pagePreloads } from './build/page-preloads';
import { pageRenderer } from './build/page-renderer';
import { pageShells } from './build/page-shells';
import { precompress } from './build/precompress';
import { pwa } from './build/pwa';

// The BFF proxies this dev server (HMR websocket included), so the browser only sees the BFF origin.
const port = Number(process.env.VITE_PORT ?? 5173);

export default defineConfig({
  // pagePreloads: what each page and locale needs beyond index.html, which the BFF preloads with
  // the page. pageShells: the first paint of the home page per locale, which the BFF puts in the
  // HTML. precompress: brotli and gzip twins of every text asset, served as they are by the BFF.
  // pageRenderer: the shells' module bundled for Node, which the BFF calls to paint /gift-items.
  // pwa: the service worker, manifests and icons (build/pwa.ts). giftCards: the gift card images,
  // cards/<design>/<locale>.png, which the service worker does not precache (build/pwa.ts).
  plugins: [
    react(),
    pagePreloads(),
    pageShells(),
    precompress(),
    pageRenderer(),
    pwa(),
    giftCards(),
  ],
  // The BFF swaps the placeholder for a per-response nonce in every <script> and <style> Vite emits.
  html: { cspNonce: '__CSP_NONCE__' },
  // HMR on a path of its own, which the BFF passes through rather than answering as a page.
  server: { host: '127.0.0.1', port, strictPort: true, hmr: { path: '/__vite_hmr' } },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Room for the 10 s waits of vitest.setup.ts on a busy machine; the share-card test draws 50
    // PNGs and took 30 s beside the end-to-end lane at load average 25.
    testTimeout: 90_000,
  },
});
