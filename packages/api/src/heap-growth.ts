import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 may let the old generation grow past what the last full collection left alive
 * before it collects again, in percent: 100 lets it double.
 *
 * Why the server sets a V8 flag itself: on a machine with a large heap limit (Node gives V8 a
 * 4 GB one on a 24 GB machine) V8 lets the old generation reach up to four times the live heap
 * (about 45 MB here) before a full collection. Every rendered page leaves 0.6 to 1.2 MB in the
 * old generation, so under a flood of 20,000 distinct URLs the process carried well over 100 MB
 * of garbage and its resident memory grew by 160 to 250 MiB, though the in-process caches hold
 * under 32 MiB. At twice the live heap (with the page cache keeping brotli only) it grew by
 * about 70 MiB from a freshly started server and by under 35 MiB at its peak from one that had
 * served the site's pages and photos first; an uncached render cost 1 to 2 ms more on average
 * (more full collections), its median the same. It must be set in the process: the scripts, the
 * benchmark and hosts all start the server as `node dist/main.js`.
 */
export const HEAP_GROWING_PERCENT = 100;

const FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/** The V8 flag to set, or null when the command line or NODE_OPTIONS already chose a value. */
export function heapGrowthFlag(execArgv: readonly string[], nodeOptions: string | undefined): string | null {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((option) => FLAG.test(option));
  return given ? null : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

/** Sets HEAP_GROWING_PERCENT unless the process was started with its own value; answers the flag set. */
export function limitHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string | undefined = process.env.NODE_OPTIONS,
): string | null {
  const flag = heapGrowthFlag(execArgv, nodeOptions);
  if (flag !== null) setFlagsFromString(flag);
  return flag;
}
