// What the benchmarks measure the same way: the api process's resident memory and latency
// percentiles.

import { readFileSync } from 'node:fs';

function vmRssKb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(match?.[1] ?? 0);
}

/** VmRSS once two readings 1 s apart differ by less than 1 MiB (at most 20 s of waiting). */
export async function settledRssKb(pid: number): Promise<number> {
  let previous = vmRssKb(pid);
  for (let waited = 0; waited < 20; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const current = vmRssKb(pid);
    if (Math.abs(current - previous) < 1_024) return current;
    previous = current;
  }
  return previous;
}

/** The nearest-rank percentile `p` (0–100) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
