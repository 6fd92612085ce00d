import type { ContentEntity, Picture } from './content-entity.ts';

/** Which side of the sale the team represented. */
export const SALE_SIDES = ['listing', 'buyer'] as const;
export type SaleSide = (typeof SALE_SIDES)[number];

/** A closed sale the team took part in. */
export interface SalesResult extends ContentEntity {
  readonly address: string;
  readonly city: string;
  /** Sold price in whole US dollars. */
  readonly price: number;
  /** Closing date (YYYY-MM-DD). */
  readonly closedOn: string;
  readonly side: SaleSide;
  readonly agentId: string | null;
  readonly photo: Picture;
  readonly published: boolean;
}
