import { SEARCH_STATUS_SLUGS, type StandardStatus } from '@app/domain';
import { STATUS_LABELS } from '../search/search-options.ts';
import { formatPrice } from '../listings/format.ts';

/** Pin colours per status, each above 4.5:1 against the pin's white price. */
const PIN_COLORS: Readonly<Record<string, string>> = {
  Active: '#1f6f35',
  'Active Under Contract': '#13507a',
  'Coming Soon': '#5b3f99',
  Pending: '#9a4b00',
  Closed: '#495057',
};

const FALLBACK_COLOR = '#495057';

/** The colour of a pin for a listing status. */
export function pinColor(status: StandardStatus): string {
  return PIN_COLORS[status] ?? FALLBACK_COLOR;
}

/** A status as the site names it (`For sale`, `Sold`…), falling back to the RESO name. */
export function statusLabel(status: StandardStatus): string {
  const slug = Object.entries(SEARCH_STATUS_SLUGS).find(([, value]) => value === status)?.[0];
  return (slug && STATUS_LABELS[slug]) ?? status;
}

/** What a screen reader hears for a pin: `For sale, $1,250,000`. */
export function pinLabel(status: StandardStatus, price: number | null): string {
  return price === null ? `${statusLabel(status)}, price on request` : `${statusLabel(status)}, ${formatPrice(price)}`;
}
