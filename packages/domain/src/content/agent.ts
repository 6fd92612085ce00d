import type { ContentEntity, Picture, ProfileLinks } from './content-entity.ts';

/** A member of the team shown at /about/meet-our-agents/{slug}. */
export interface Agent extends ContentEntity {
  readonly slug: string;
  readonly name: string;
  /** Job title, e.g. "Broker / Owner" or "Realtor®, Waterfront Specialist". */
  readonly title: string;
  readonly phone: string;
  readonly email: string;
  readonly photo: Picture;
  /** Plain text; paragraphs separated by a blank line. */
  readonly bio: string;
  readonly languages: readonly string[];
  readonly specialties: readonly string[];
  /** Florida real-estate licence number, e.g. "BK3312345" or "SL3398765". */
  readonly licenseNumber: string;
  /** Links the agent to their listings through ListAgentMlsId; null when not an MLS member. */
  readonly mlsMemberId: string | null;
  readonly links: ProfileLinks;
  /** A broker gets an about page of their own (/admin/about-us/broker-{slug}). */
  readonly isBroker: boolean;
  readonly visible: boolean;
  readonly sortOrder: number;
}
