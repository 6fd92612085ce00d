import type { ContentEntity } from './content-entity.ts';

/** What a client said about working with the team. */
export interface Testimonial extends ContentEntity {
  readonly authorName: string;
  /** Where and what, e.g. "Sold in Pelican Bay, Naples". */
  readonly place: string;
  readonly quote: string;
  /** 1 to 5 stars. */
  readonly rating: number;
  /** The agent it is about; null for the whole team. */
  readonly agentId: string | null;
  /** Calendar date it was given (YYYY-MM-DD). */
  readonly givenOn: string;
  readonly published: boolean;
  readonly sortOrder: number;
}
