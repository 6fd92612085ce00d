import type { FooterLink, FooterLinkFields, FooterLinkRepository } from '@app/domain';

/** What the parts of the footer link contract share: the repository under test and helpers. */
export interface FooterLinkContractContext {
  repository(): FooterLinkRepository;
  reset(): Promise<void>;
  /** Creates the links one after the other and returns them as stored. */
  createAll(all: readonly FooterLinkFields[]): Promise<FooterLink[]>;
}

/** Valid link fields, any of them replaced. */
export function linkFields(overrides: Partial<FooterLinkFields> = {}): FooterLinkFields {
  return { enabled: true, column: 1, link_text: 'About Us', link_url: '/about', sort_order: 1, ...overrides };
}

/** A well-formed id no stored link has. */
export const UNKNOWN_LINK_ID = '00000000-0000-4000-8000-000000000000';
