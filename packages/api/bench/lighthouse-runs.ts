import lighthouse, { type Result } from 'lighthouse';
import { launchChromium } from './chromium.ts';
import { median } from './shared.ts';

/** One page's Lighthouse figures (each the median of the runs). */
export interface LighthouseFigures {
  readonly performance: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
  readonly requests: number;
  /** Lighthouse's reading of the machine's CPU speed during the runs (higher is faster; a typical desktop reads
   * 1,000 to 2,500): simulated TBT scales with it, so it tells whether two runs on different machines compare. */
  readonly benchmarkIndex: number;
  /** From the first run only: these scores do not depend on timing. */
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Audits of those three categories that did not pass in the first run, as `category: audit id`. */
  readonly misses: readonly string[];
}

const SCORED = ['performance', 'accessibility', 'best-practices', 'seo'];

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function requestCount(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  return details?.type === 'table' ? details.items.length : Number.NaN;
}

function misses(lhr: Result): string[] {
  return SCORED.slice(1).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

async function runOnce(url: string, port: number, categories: string[]): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * Lighthouse's default config (mobile form factor, simulated throttling) on each URL, `runs` times:
 * the first run scores all four categories, the later ones performance only (the other three do
 * not change between runs, and each costs seconds). Chromium runs on the CPU list `cores` (taskset's syntax).
 */
export async function lighthouseRuns(
  urls: readonly string[],
  runs: number,
  cores: string,
): Promise<LighthouseFigures[]> {
  const chromium = await launchChromium(cores);
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await runOnce(url, chromium.port, run === 0 ? SCORED : ['performance']));
      const first = results[0] as Result;
      const middle = (pick: (lhr: Result) => number) => median(results.map(pick));
      figures.push({
        performance: middle((lhr) => score(lhr, 'performance')),
        fcpMs: middle((lhr) => numeric(lhr, 'first-contentful-paint')),
        lcpMs: middle((lhr) => numeric(lhr, 'largest-contentful-paint')),
        tbtMs: middle((lhr) => numeric(lhr, 'total-blocking-time')),
        cls: middle((lhr) => numeric(lhr, 'cumulative-layout-shift')),
        bytes: middle((lhr) => numeric(lhr, 'total-byte-weight')),
        requests: middle(requestCount),
        benchmarkIndex: middle((lhr) => lhr.environment.benchmarkIndex),
        accessibility: score(first, 'accessibility'),
        bestPractices: score(first, 'best-practices'),
        seo: score(first, 'seo'),
        misses: misses(first),
      });
    }
    return figures;
  } finally {
    await chromium.close();
  }
}
