/**
 * A value made the first time it is asked for, then kept: `const usd = madeOnFirstUse(() => new Intl.NumberFormat(…))`
 * and `usd().format(price)`. Building an Intl formatter loads locale and time-zone data (milliseconds each on a
 * phone); made when its module loads, every formatter of the first page's code was built in the one task that
 * evaluates the page's script, the longest task of a page load, whether the page used it or not.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
