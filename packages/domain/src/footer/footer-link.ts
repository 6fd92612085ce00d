/** A link in the public footer (table footer_links, spec section 3). */
export interface FooterLink {
  readonly id: string;
  readonly enabled: boolean;
  readonly column: number;
  readonly link_text: string;
  /** A full URL or an internal path such as `/about`. */
  readonly link_url: string;
  /** Position within its column; null sorts last. */
  readonly sort_order: number | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The editable fields of a footer link. */
export type FooterLinkFields = Pick<FooterLink, 'enabled' | 'column' | 'link_text' | 'link_url' | 'sort_order'>;

/** What a caller may give when creating a link; anything left out takes its default. */
export type FooterLinkInput = Partial<FooterLinkFields>;

/** A change to some fields of a link. */
export type FooterLinkPatch = Partial<FooterLinkFields>;

/** Defaults of the spec: enabled, column 1, empty text and url, sort_order 999. */
export const FOOTER_LINK_DEFAULTS: FooterLinkFields = {
  enabled: true,
  column: 1,
  link_text: '',
  link_url: '',
  sort_order: 999,
};

/** Fills every field the input leaves out with its default. */
export function withFooterLinkDefaults(input: FooterLinkInput): FooterLinkFields {
  return {
    enabled: input.enabled ?? FOOTER_LINK_DEFAULTS.enabled,
    column: input.column ?? FOOTER_LINK_DEFAULTS.column,
    link_text: input.link_text ?? FOOTER_LINK_DEFAULTS.link_text,
    link_url: input.link_url ?? FOOTER_LINK_DEFAULTS.link_url,
    sort_order: input.sort_order === undefined ? FOOTER_LINK_DEFAULTS.sort_order : input.sort_order,
  };
}
