/**
 * The read load, in a child process so the clients have their own event loop instead of queueing
 * behind the servers'. Each client sends one GET at a time over a kept-alive connection, through the
 * warm-up and then the measured window, and counts only 200s that complete inside the window.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadPlan {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly clients: number;
  readonly warmupMs: number;
  readonly measureMs: number;
}

export interface LoadResult {
  readonly completed: number;
  /** Latencies of the 200s in the window, in milliseconds. */
  readonly latenciesMs: readonly number[];
  readonly failed: number;
  readonly firstFailure: string | null;
}

function get(agent: Agent, url: URL, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(url, { agent, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (status !== 200) chunks.push(chunk);
      });
      response.on('end', () => {
        resolve({ status, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function drive(plan: LoadPlan): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.clients });
  const url = new URL(plan.url);
  const windowStart = performance.now() + plan.warmupMs;
  const windowEnd = windowStart + plan.measureMs;
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;

  const client = async () => {
    while (performance.now() < windowEnd) {
      const sent = performance.now();
      let answer: { status: number; body: string };
      try {
        answer = await get(agent, url, plan.headers);
      } catch (error) {
        answer = { status: 0, body: (error as Error).message };
      }
      const done = performance.now();
      if (done < windowStart || done > windowEnd) continue;
      if (answer.status === 200) latencies.push(done - sent);
      else {
        failed += 1;
        firstFailure ??= `${answer.status} ${answer.body}`;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, client));
  agent.destroy();
  return { completed: latencies.length, latenciesMs: latencies, failed, firstFailure };
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
