import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Room for the 10 s waits of vitest.setup.ts on a busy machine.
    testTimeout: 30_000,
    // Process stylesheets so tests can read them (tokens.css?raw); vitest blanks them by default.
    css: { include: [/\.css\b/] },
  },
});
