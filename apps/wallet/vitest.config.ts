import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PostgreSQL databases and PGlite instances take a moment to create, and a test that sends a
    // few hundred requests takes minutes, on CI's two cores shared with the end-to-end lane.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
