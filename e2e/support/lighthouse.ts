// Lighthouse mobile (its defaults: a mid-range phone, slow 4G and a 4× slower CPU, simulated)
// against a served production build. Each run gets a fresh headless Chromium (Debian's), so no
// cache carries over: every run is a first visit.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseRun = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What Lighthouse took for the largest contentful paint. */
  lcpElement: string;
};

export type LighthouseSummary = { url: string; runs: LighthouseRun[]; median: LighthouseRun };

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

type LcpDetails = { items?: { items?: { node?: { snippet?: string } }[] }[] };

/**
 * 'simulate' (Lighthouse's default) models a slow phone from one fast observed load; 'devtools'
 * loads the page with the same slow network and CPU applied, and measures what happens.
 */
export type Throttling = 'simulate' | 'devtools';

export async function lighthouseRun(
  url: string,
  throttlingMethod: Throttling = 'simulate',
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories } = result.lhr;
    const metric = (id: string) => {
      const value = audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
      return value;
    };
    const details = audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      lcpElement: details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    };
  } finally {
    await chrome.kill();
  }
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** `runs` runs one after another (never in parallel: they would slow each other down). */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  throttlingMethod: Throttling = 'simulate',
): Promise<LighthouseSummary> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url, throttlingMethod));
  const median: LighthouseRun = {
    score: medianOf(results.map((run) => run.score)),
    fcpMs: medianOf(results.map((run) => run.fcpMs)),
    lcpMs: medianOf(results.map((run) => run.lcpMs)),
    cls: medianOf(results.map((run) => run.cls)),
    tbtMs: medianOf(results.map((run) => run.tbtMs)),
    lcpElement: results[0]?.lcpElement ?? '',
  };
  return { url, runs: results, median };
}

export function formatSummary({ url, median, runs }: LighthouseSummary): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `${url}: score ${median.score}, FCP ${seconds(median.fcpMs)}, LCP ${seconds(median.lcpMs)}, CLS ${median.cls.toFixed(3)}, TBT ${Math.round(median.tbtMs)} ms (median of ${runs.length})`,
    `  runs: ${runs.map((run) => `${run.score}/${seconds(run.lcpMs)}/${run.cls.toFixed(3)}`).join(', ')}`,
    `  largest element: ${median.lcpElement.slice(0, 120)}`,
  ].join('\n');
}
