/**
 * A read load, run in a child process so the clients have their own event loop: each client sends
 * one GET at a time over a kept-alive connection, a path drawn from the plan's list each time,
 * through the warm-up and then the measured window.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface GetLoadPlan {
  readonly url: string;
  /** The paths the clients draw from, one at random per request. */
  readonly paths: readonly string[];
  /** Authorization headers to draw from likewise (bearer tokens); none: public reads. */
  readonly authorizations?: readonly string[];
  readonly clients: number;
  readonly warmupMs: number;
  readonly measureMs: number;
}

export interface GetLoadResult {
  /** Latencies in milliseconds of the 200s that completed inside the measured window. */
  readonly latenciesMs: readonly number[];
  /** Anything else that completed inside the window, by status (0: no answer). */
  readonly failures: Record<string, number>;
  readonly firstFailure: string | null;
}

function get(
  agent: Agent,
  url: URL,
  authorization: string | undefined,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = authorization === undefined ? {} : { authorization };
    const outgoing = request(url, { agent, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (status !== 200) chunks.push(chunk);
      });
      response.on('end', () => {
        resolve({ status, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function drive(plan: GetLoadPlan): Promise<GetLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.clients });
  const urls = plan.paths.map((path) => new URL(path, plan.url));
  const started = performance.now();
  const windowStart = started + plan.warmupMs;
  const windowEnd = windowStart + plan.measureMs;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let firstFailure: string | null = null;

  const client = async () => {
    while (performance.now() < windowEnd) {
      const url = urls[Math.floor(Math.random() * urls.length)];
      if (!url) throw new Error('no paths to load');
      const authorizations = plan.authorizations ?? [];
      const authorization = authorizations[Math.floor(Math.random() * authorizations.length)];
      const sent = performance.now();
      let answer;
      try {
        answer = await get(agent, url, authorization);
      } catch (error) {
        answer = { status: 0, body: (error as Error).message };
      }
      const done = performance.now();
      if (done < windowStart || done > windowEnd) continue;
      if (answer.status === 200) {
        latencies.push(done - sent);
      } else {
        failures[answer.status] = (failures[answer.status] ?? 0) + 1;
        firstFailure ??= `${answer.status} ${url.pathname}${url.search} ${answer.body}`;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, client));
  agent.destroy();
  return { latenciesMs: latencies, failures, firstFailure };
}

// Started by a benchmark: the plan comes as the first message, the result goes back.
if (process.send) {
  process.once('message', (plan: GetLoadPlan) => {
    void drive(plan).then((result) => {
      process.send?.(result, undefined, undefined, () => {
        process.disconnect();
      });
    });
  });
}
