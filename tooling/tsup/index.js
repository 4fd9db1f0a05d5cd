// How every Node service is built: one ESM bundle per service, on Node 20.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Workspace packages export TypeScript source: bundle them; npm dependencies stay external.
  noExternal: [/^@kado\//],
});
