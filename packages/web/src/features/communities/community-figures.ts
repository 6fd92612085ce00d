import type { CommunityStatistics } from '@app/domain';
import { formatPrice, formatWhole } from '../listings/format.ts';
import { formatPriceShort } from '../map/price-short.ts';
import { formatFloridaLongDate } from '../../format/dates.ts';

/** One figure of the statistics panel as people read it. */
export interface CommunityFigure {
  readonly label: string;
  readonly value: string;
}

const NONE = '—';

/** The five live figures of a community, formatted; a dash where no listing gives the figure. */
export function communityFigures(statistics: CommunityStatistics): CommunityFigure[] {
  const { homesForSale, medianListPrice, lowestListPrice, highestListPrice, medianPricePerSqft, newListings } =
    statistics;
  const range =
    lowestListPrice === null || highestListPrice === null
      ? NONE
      : `${formatPriceShort(lowestListPrice)} – ${formatPriceShort(highestListPrice)}`;
  return [
    { label: 'Homes for sale', value: formatWhole(homesForSale) },
    { label: 'Median list price', value: medianListPrice === null ? NONE : formatPrice(medianListPrice) },
    { label: 'Price range', value: range },
    {
      label: 'Median price per sq ft',
      value: medianPricePerSqft === null ? NONE : formatPrice(Math.round(medianPricePerSqft)),
    },
    { label: 'New in the last 30 days', value: formatWhole(newListings) },
  ];
}

/** `March 3, 2025`, the day the figures were worked out, in Southwest Florida time. */
export function figuresDate(instant: string): string {
  return formatFloridaLongDate(new Date(instant));
}
