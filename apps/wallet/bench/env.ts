/** The benchmark's settings: the one place in bench/ that reads the environment. */
import { z } from 'zod';

/** The settings, or an error naming each one that is wrong. */
function parse<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid benchmark settings: ${problems.join('; ')}`);
  }
  return result.data;
}

const schema = z.object({
  /** Seconds of each measurement, after its warm-up. */
  BENCH_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Concurrent clients, for pgbench and the wallet alike. */
  BENCH_CLIENTS: z.coerce.number().int().min(1).max(256).default(16),
});

export interface BenchEnv {
  readonly seconds: number;
  readonly clients: number;
}

export function loadBenchEnv(source: Record<string, string | undefined> = process.env): BenchEnv {
  const settings = parse(schema, source);
  return { seconds: settings.BENCH_SECONDS, clients: settings.BENCH_CLIENTS };
}

const searchSchema = z.object({
  /** Seconds of each query shape's measurement, after a second of warm-up. */
  BENCH_SEARCH_SECONDS: z.coerce.number().int().min(1).max(600).default(3),
  /** Concurrent clients of the catalog search benchmark (issue 14: 10). */
  BENCH_SEARCH_CLIENTS: z.coerce.number().int().min(1).max(256).default(10),
  /** Catalog sizes to generate, comma-separated. */
  BENCH_SEARCH_SIZES: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .default('10000,100000'),
});

export interface SearchBenchEnv {
  readonly seconds: number;
  readonly clients: number;
  readonly sizes: readonly number[];
}

export function loadSearchBenchEnv(
  source: Record<string, string | undefined> = process.env,
): SearchBenchEnv {
  const settings = parse(searchSchema, source);
  return {
    seconds: settings.BENCH_SEARCH_SECONDS,
    clients: settings.BENCH_SEARCH_CLIENTS,
    sizes: settings.BENCH_SEARCH_SIZES.split(',').map(Number),
  };
}

const sessionsSchema = z.object({
  /** Seconds of each measurement, after a second of warm-up. */
  BENCH_SESSIONS_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  /** Concurrent clients of the authenticated-read benchmark. */
  BENCH_SESSIONS_CLIENTS: z.coerce.number().int().min(1).max(256).default(16),
  /** Signed-out sessions the deny-list holds while it is measured. */
  BENCH_SESSIONS_DENIED: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
});

export interface SessionsBenchEnv {
  readonly seconds: number;
  readonly clients: number;
  readonly denied: number;
}

export function loadSessionsBenchEnv(
  source: Record<string, string | undefined> = process.env,
): SessionsBenchEnv {
  const settings = parse(sessionsSchema, source);
  return {
    seconds: settings.BENCH_SESSIONS_SECONDS,
    clients: settings.BENCH_SESSIONS_CLIENTS,
    denied: settings.BENCH_SESSIONS_DENIED,
  };
}
