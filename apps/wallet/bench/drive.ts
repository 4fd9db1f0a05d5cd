/** What the benches share: a read load in a child process of its own, percentiles and medians. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { GetLoadPlan, GetLoadResult } from './get-load.js';

/** Runs a read load (get-load.ts) in a child process, so its clients have their own event loop. */
export function driveGetLoad(plan: GetLoadPlan): Promise<GetLoadResult> {
  return new Promise((resolve, reject) => {
    const load = fork(fileURLToPath(new URL('./get-load.ts', import.meta.url)));
    load.once('message', (result) => {
      resolve(result as GetLoadResult);
    });
    load.once('error', reject);
    load.once('exit', (code) => {
      reject(new Error(`the load process exited with code ${code} before answering`));
    });
    load.send(plan);
  });
}

/** The value at `share` (0–1) of sorted latencies. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

/** The median of unsorted values: the middle one, or the mean of the middle two. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
