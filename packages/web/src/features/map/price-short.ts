/**
 * A price in the few characters a map pin has room for: `$950`, `$850K`, `$1.2M`, `$12.5M`,
 * `$125M`; a dash when there is no price. Rounded to the nearest shown unit.
 */
export function formatPriceShort(price: number | null): string {
  if (price === null || !Number.isFinite(price) || price < 0) return '—';
  if (price < 1_000) return `$${Math.round(price)}`;
  const thousands = Math.round(price / 1_000);
  if (thousands < 1_000) return `$${thousands}K`;
  const millions = price / 1_000_000;
  const shown = millions < 100 ? Math.round(millions * 10) / 10 : Math.round(millions);
  return `$${shown}M`;
}
