import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Workspace packages export TypeScript source: bundle them, keep npm dependencies external.
  noExternal: [/^@kado\//],
});
