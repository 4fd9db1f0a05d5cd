import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Password hashing and PostgreSQL round trips: give slow CI machines room.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
