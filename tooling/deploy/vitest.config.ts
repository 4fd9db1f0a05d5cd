import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Apps build their databases and the busy-machine start waits on whole processes.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
