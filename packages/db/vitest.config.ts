import { defineConfig } from 'vitest/config';

// PGlite takes seconds to start on a busy two-core machine.
export default defineConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
