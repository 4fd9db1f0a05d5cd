/** The benchmark's settings: the one place in bench/ that reads the environment. */
import { z } from 'zod';

const schema = z.object({
  /** Seconds of each measurement, after its warm-up. */
  BENCH_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  /** Concurrent connections (the issue's figures are for 20). */
  BENCH_CLIENTS: z.coerce.number().int().min(1).max(256).default(20),
  /** The PostgreSQL server whose `test` database creates the benchmark's own databases. */
  DATABASE_URL_TEST: z.string().optional(),
  /** Only the scenarios whose name contains this (e.g. `balance`); every one by default. */
  BENCH_ONLY: z.string().optional(),
});

export interface BenchEnv {
  readonly seconds: number;
  readonly clients: number;
  readonly only: string | undefined;
}

export function loadBenchEnv(source: Record<string, string | undefined> = process.env): BenchEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid benchmark settings: ${problems.join('; ')}`);
  }
  return {
    seconds: result.data.BENCH_SECONDS,
    clients: result.data.BENCH_CLIENTS,
    only: result.data.BENCH_ONLY,
  };
}

/** Redis for the BFF's sessions: its own logical database, apart from the tests' 2 and 3. */
export const redisUrl = () => process.env.REDIS_URL_BENCH ?? 'redis://127.0.0.1:6379/5';

/** The stack's BFF serves the SPA from here (read by tooling/stack when it starts the BFF). */
export function useWebDist(dir: string) {
  process.env.KADO_WEB_DIST_DIR = dir;
}
