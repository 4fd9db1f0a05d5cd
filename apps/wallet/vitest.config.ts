import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PostgreSQL databases and PGlite instances take a moment to create on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
