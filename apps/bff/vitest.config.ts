import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // A test stack (IdP, wallet, BFF in this process) can take minutes to start on a busy machine.
    hookTimeout: 300_000,
  },
});
