import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Password hashing and PostgreSQL round trips, on CI's two cores shared with the end-to-end
    // lane: a test may take a minute there, and starting a provider on PGlite (WebAssembly) longer.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
