/**
 * A value made the first time it is asked for, then kept: `const usd = madeOnFirstUse(() => new Intl.NumberFormat(…))`
 * and `usd().format(price)`. The first Intl formatter a page makes sets up ICU's locale data (28 to 51 ms in chromium
 * on a desktop, measured; later ones take well under that); made when their modules load, the formatters of the first
 * page's code were built in the one task that evaluates the page's script, the longest task of a page load, whether
 * the page used them or not.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
