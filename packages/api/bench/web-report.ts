import type { LighthouseFigures } from './lighthouse-runs.ts';
import type { FloodResult } from './memory-flood.ts';
import { AFTER_LOAD_MS, isDataCall, pathOf, type PageWeight } from './page-weight.ts';
import type { PageComparison } from './page-throughput.ts';
import type { LoadResult } from './load.ts';
import type { WebPage } from './web-pages.ts';

/** Kilobytes of 1,000 bytes, as the README's page-weight figures. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const cell = (value: string | number, width: number) => String(value).padStart(width);
const MAP_PAGE = '/search/map';

/** Stylesheets, first-load JS and data calls after load, one line per page. */
export function printPageWeights(pages: readonly WebPage[], weights: readonly PageWeight[]): void {
  console.info(
    `First view in chromium (390 px phone, a fresh context per page), watched until ${AFTER_LOAD_MS / 1000} s after load:`,
  );
  console.info(
    'render-blocking stylesheets (count / raw bytes), inline <style> bytes, gzipped JS requested before hydration and after it (idle prefetch), /api/ data calls after load (the page-view beacon listed apart)',
  );
  console.info(
    `${'page'.padEnd(58)} ${'blocking CSS'.padStart(18)} ${'inline CSS'.padStart(10)} ${'first-load JS gz'.padStart(22)} ${'later JS gz'.padStart(11)} ${'data calls'.padStart(10)}`,
  );
  pages.forEach((page, index) => {
    const weight = weights[index] as PageWeight;
    const css = `${weight.blockingStyles.count} / ${kb(weight.blockingStyles.bytes)}`;
    const js = `${kb(weight.firstLoadJs.gzipBytes)} (${weight.firstLoadJs.files} files)`;
    console.info(
      `${page.path.padEnd(58)} ${cell(css, 18)} ${cell(kb(weight.inlineStyleBytes), 10)} ${cell(js, 22)} ${cell(kb(weight.laterJsGzipBytes), 11)} ${cell(weight.apiCallsAfterLoad.filter(isDataCall).length, 10)}`,
    );
  });
  const largest = Math.max(...weights.map((weight) => weight.firstLoadJs.gzipBytes));
  const blocking = weights.reduce((sum, weight) => sum + weight.blockingStyles.count, 0);
  console.info(`max first-load JS gz: ${kb(largest)};  render-blocking stylesheets on all pages together: ${blocking}`);
  pages.forEach((page, index) => {
    const weight = weights[index] as PageWeight;
    if (!weight.hydrated)
      console.info(
        `  ${page.path}: the app did not report hydration in the window (all its scripts counted as first-load)`,
      );
    if (weight.apiCallsAfterLoad.length === 0) return;
    const data = weight.apiCallsAfterLoad.filter(isDataCall);
    const beacons = weight.apiCallsAfterLoad.length - data.length;
    const target = page.path === MAP_PAGE ? '' : ' (target 0)';
    const counts = new Map<string, number>();
    for (const call of data) {
      const key = `${call.method} ${pathOf(call)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const listed = [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([path, count]) => (count > 1 ? `${path} ×${count}` : path));
    const beaconNote = beacons === 0 ? '' : `; page-view beacon (POST /api/events) ×${beacons}`;
    console.info(
      `  ${page.path}: ${data.length} data call${data.length === 1 ? '' : 's'} after load${target}${listed.length > 0 ? `: ${listed.join(', ')}` : ''}${beaconNote}`,
    );
  });
}

/** Lighthouse medians per page, with the targets in the header; `cores` is the CPU list chromium ran on. */
export function printLighthouse(
  pages: readonly WebPage[],
  figures: readonly LighthouseFigures[],
  runs: number,
  cores: string,
): void {
  console.info(
    `Lighthouse, default config (mobile, simulated throttling), median of ${runs} runs per page, chromium on cores ${cores}; accessibility, best practices and SEO from the first run`,
  );
  const head = ['perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'bytes', 'requests', 'a11y', 'BP', 'SEO'];
  const widths = [5, 7, 7, 7, 6, 9, 9, 5, 4, 4];
  const line = (label: string, values: (string | number)[]) =>
    `${label.padEnd(58)}${values.map((value, index) => cell(value, widths[index] ?? 6)).join(' ')}`;
  console.info(line('page', head));
  console.info(line('  target', ['≥95', '', '≤2500', '≤150', '≤0.05', '', '≤40', '100', '100', '100']));
  pages.forEach((page, index) => {
    const lh = figures[index] as LighthouseFigures;
    const values = [
      lh.performance,
      Math.round(lh.fcpMs),
      Math.round(lh.lcpMs),
      Math.round(lh.tbtMs),
      lh.cls.toFixed(3),
      kb(lh.bytes),
      lh.requests,
      lh.accessibility,
      lh.bestPractices,
      lh.seo,
    ];
    console.info(line(page.path, values));
  });
  pages.forEach((page, index) => {
    const missed = figures[index]?.misses ?? [];
    if (missed.length > 0) console.info(`  ${page.path} did not pass: ${missed.join(', ')}`);
  });
  const indexes = figures.map((lh) => Math.round(lh.benchmarkIndex)).join(' / ');
  console.info(
    `  Lighthouse's CPU benchmark index per page (TBT scales with it; compare runs only at similar values): ${indexes}`,
  );
}

function loadRow(label: string, result: LoadResult): string {
  return `${label.padEnd(58)} ${cell(result.requestsPerSecond, 7)} req/s   p50 ${cell(result.p50Ms, 4)} ms   p99 ${cell(result.p99Ms, 4)} ms   errors ${result.errors + result.non2xx}`;
}

/** The cached server against bare node:http sending the same bytes. */
export function printComparison(path: string, comparison: PageComparison, rounds: number): void {
  console.info(loadRow(`GET ${path} (${comparison.encoding}, ${kb(comparison.bytes)})`, comparison.ours));
  console.info(loadRow('  bare node:http, same bytes and headers', comparison.bare));
  console.info(
    `  ratio ours / bare (median of ${rounds} alternating rounds): ${comparison.ratio.toFixed(2)}   (target >= 0.50)`,
  );
}

/** One connection to the server without page cache: how long one render takes. */
export function printUncached(path: string, result: LoadResult): void {
  console.info(`${loadRow(`GET ${path}`, result)}   (target p50 <= 15 ms)`);
}

/** Resident memory around the flood. */
export function printFlood(flood: FloodResult, concurrency: number): void {
  const growth =
    flood.startMiB !== null && flood.endMiB !== null
      ? `${flood.endMiB - flood.startMiB >= 0 ? '+' : ''}${flood.endMiB - flood.startMiB} MiB`
      : 'unknown';
  console.info(
    `Resident memory, ${flood.urls.toLocaleString('en-US')} distinct URLs (half map-pin queries, half search pages; ${concurrency} at a time) in ${flood.seconds} s, ${flood.failures} failed:`,
  );
  console.info(
    `  start ${flood.startMiB ?? '?'} MiB, peak ${flood.peakMiB ?? '?'} MiB, end ${flood.endMiB ?? '?'} MiB: growth ${growth}   (target < 64 MiB)`,
  );
}
