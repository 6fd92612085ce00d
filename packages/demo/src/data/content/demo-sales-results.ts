import type { SalesResultFields, SaleSide } from '@app/domain';
import { demoPicture } from './demo-picture.ts';

/** A demo sale by the agent with this slug. */
export interface DemoSalesResult extends Omit<SalesResultFields, 'agentId'> {
  readonly agentSlug: string | null;
}

type Sale = [
  address: string,
  city: string,
  price: number,
  closedOn: string,
  side: SaleSide,
  agentSlug: string,
  photoVariant: number,
];

const SALES: readonly Sale[] = [
  ['4280 Gordon Dr', 'Naples', 9_850_000, '2026-10-09', 'listing', 'amelia-delgado', 121],
  ['1445 Galleon Dr', 'Naples', 6_200_000, '2026-09-18', 'buyer', 'amelia-delgado', 133],
  ['255 4th Ave S', 'Naples', 3_475_000, '2026-08-21', 'listing', 'amelia-delgado', 142],
  ['6001 Pelican Bay Blvd, Unit 1102', 'Naples', 2_890_000, '2026-07-30', 'buyer', 'nicole-quinn', 150],
  ['11125 Gulf Shore Dr, Unit 904', 'Naples', 1_675_000, '2026-06-26', 'buyer', 'nicole-quinn', 163],
  ['752 96th Ave N', 'Naples', 1_290_000, '2026-06-05', 'listing', 'lauren-vasquez', 171],
  ['3950 Bonita Bay Blvd', 'Bonita Springs', 2_150_000, '2026-05-15', 'listing', 'lauren-vasquez', 184],
  ['24540 Pelican Landing Pkwy', 'Bonita Springs', 1_385_000, '2026-04-24', 'buyer', 'henry-keller', 192],
  ['18981 Miromar Lakes Blvd', 'Estero', 2_640_000, '2026-04-03', 'buyer', 'henry-keller', 205],
  ['20310 Grandezza Blvd', 'Estero', 815_000, '2026-03-13', 'listing', 'henry-keller', 218],
  ['1640 Caxambas Ct', 'Marco Island', 3_100_000, '2026-02-20', 'listing', 'benjamin-morales', 226],
  ['860 Partridge Ct', 'Marco Island', 1_925_000, '2026-01-30', 'buyer', 'benjamin-morales', 239],
  ['1199 Periwinkle Way', 'Sanibel', 1_450_000, '2025-12-19', 'listing', 'ethan-garcia', 247],
  ['4655 Estero Blvd', 'Fort Myers Beach', 1_120_000, '2025-11-21', 'buyer', 'ethan-garcia', 255],
  ['5838 Harbour Cir', 'Cape Coral', 1_560_000, '2025-10-31', 'listing', 'henry-patel', 262],
  ['4622 SE 4th Pl', 'Cape Coral', 689_000, '2025-09-26', 'buyer', 'henry-patel', 274],
  ['2171 McGregor Blvd', 'Fort Myers', 1_240_000, '2025-08-29', 'listing', 'rachel-ellis', 281],
  ['14531 Heritage Palms Dr', 'Fort Myers', 459_000, '2025-07-18', 'buyer', 'rachel-ellis', 296],
  ['8920 Tamiami Trl N, Unit 1804', 'Naples', 1_050_000, '2025-06-13', 'listing', 'nicole-quinn', 303],
  ['3351 Crayton Rd', 'Naples', 4_725_000, '2025-05-02', 'buyer', 'amelia-delgado', 317],
];

/** Twenty closed sales over the 18 months before the data set's reference date, on both sides, across the team's
 * cities. */
export const DEMO_SALES_RESULTS: readonly DemoSalesResult[] = SALES.map(
  ([address, city, price, closedOn, side, agentSlug, photoVariant]) => ({
    address,
    city,
    price,
    closedOn,
    side,
    agentSlug,
    photo: demoPicture('exterior', photoVariant, `Front view of the home at ${address}, ${city}`),
    published: true,
  }),
);
