/** pgbench's TPC-B-like workload on the benchmark's own database, as the yardstick. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

const TPS = /^tps = ([\d.]+) \(without initial connection time\)$/m;

/** Creates pgbench's tables at scale 1 (one branch, ten tellers, 100,000 accounts). */
export async function initPgbench(url: string): Promise<void> {
  await run('pgbench', ['-i', '-s', '1', '-q', url]);
}

/** Runs the built-in tpcb-like script and answers its transactions per second. */
export async function runPgbench(
  url: string,
  options: { clients: number; seconds: number },
): Promise<number> {
  const { stdout } = await run('pgbench', [
    '-b',
    'tpcb-like',
    '-c',
    String(options.clients),
    '-j',
    '2',
    '-T',
    String(options.seconds),
    url,
  ]);
  const tps = TPS.exec(stdout)?.[1];
  if (tps === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}
