import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: 'esm',
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  // Workspace packages export TypeScript source: bundle them; everything else stays external.
  noExternal: [/^@kado\//],
});
