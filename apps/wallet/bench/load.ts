/**
 * The exchange load, run in a child process so the clients have their own event loop, as
 * pgbench's clients do, instead of queueing behind the wallet's. Each client sends one
 * POST /v1/exchanges at a time over a kept-alive connection, as a random account with a fresh
 * Idempotency-Key, through the warm-up and then the measured window.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadPlan {
  readonly url: string;
  /** One bearer token per account. */
  readonly tokens: readonly string[];
  readonly giftIds: readonly string[];
  readonly clients: number;
  readonly warmupMs: number;
  readonly measureMs: number;
}

export interface LoadResult {
  /** 201s that completed inside the measured window. */
  readonly exchanged: number;
  /** Their latencies in milliseconds. */
  readonly latenciesMs: readonly number[];
  /** Anything else that completed inside the window, by status (0: no answer). */
  readonly failures: Record<string, number>;
  /** The first failure seen, to say what went wrong. */
  readonly firstFailure: string | null;
  /** Every 201 of the run, warm-up and stragglers included, to check against the database. */
  readonly exchangedInAll: number;
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

function post(agent: Agent, url: URL, token: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        // Only a failure's body is worth keeping: it says what went wrong.
        response.on('data', (chunk: Buffer) => {
          if (status !== 201) chunks.push(chunk);
        });
        response.on('end', () => {
          resolve({ status, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function drive(plan: LoadPlan): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.clients });
  const url = new URL('/v1/exchanges', plan.url);
  const started = performance.now();
  const windowStart = started + plan.warmupMs;
  const windowEnd = windowStart + plan.measureMs;

  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let firstFailure: string | null = null;
  let exchangedInAll = 0;

  const client = async () => {
    while (performance.now() < windowEnd) {
      const body = JSON.stringify({ giftId: pick(plan.giftIds), quantity: 1 });
      const sent = performance.now();
      let answer: Answer;
      try {
        answer = await post(agent, url, pick(plan.tokens), body);
      } catch (error) {
        answer = { status: 0, body: (error as Error).message };
      }
      const done = performance.now();
      if (answer.status === 201) exchangedInAll += 1;
      // pgbench's -T counts what completes in time; so does this.
      if (done < windowStart || done > windowEnd) continue;
      if (answer.status === 201) {
        latencies.push(done - sent);
      } else {
        failures[answer.status] = (failures[answer.status] ?? 0) + 1;
        firstFailure ??= `${answer.status} ${answer.body}`;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, client));
  agent.destroy();
  return {
    exchanged: latencies.length,
    latenciesMs: latencies,
    failures,
    firstFailure,
    exchangedInAll,
  };
}

// Started by the benchmark: the plan comes as the first message, the result goes back.
if (process.send) {
  process.once('message', (plan: LoadPlan) => {
    void drive(plan).then((result) => {
      process.send?.(result, undefined, undefined, () => {
        process.disconnect();
      });
    });
  });
}
