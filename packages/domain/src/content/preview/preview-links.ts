import type { Clock } from '../../shared/clock.port.ts';
import type { LiveKind, LiveRecords } from '../live-status.ts';
import type { ContentRepositories, PublicContent } from '../public-content.ts';
import { previewToken, readPreviewToken, type PreviewRefusal, type PreviewSigner } from './preview-token.ts';

/** How long a copied preview link opens. */
export const PREVIEW_LINK_DAYS = 7;
const PREVIEW_LINK_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The query parameter of a public address that carries a preview token. */
export const PREVIEW_PARAM = 'preview';

/** A record opened by a preview link, whatever its status. */
export type OpenedPreview = { [K in LiveKind]: { readonly kind: K; readonly record: LiveRecords[K] } }[LiveKind];

/** What opening a preview token gives: the record, or why not (`gone`: signed, but the record was deleted). */
export type PreviewOpening =
  | { readonly ok: true; readonly preview: OpenedPreview }
  | { readonly ok: false; readonly refusal: PreviewRefusal | 'gone' };

/** A link that opens one record for someone without an account. */
export interface IssuedPreviewLink {
  readonly token: string;
  readonly expiresAt: string;
}

/** Signed preview links: issued by the admin for any record, opened by anyone holding one until it expires. */
export interface PreviewLinks {
  /** A link to the record for PREVIEW_LINK_DAYS; null when there is no such record. */
  issue(kind: LiveKind, id: string): Promise<IssuedPreviewLink | null>;
  open(token: string): Promise<PreviewOpening>;
}

const REPOSITORY_OF = {
  banner: 'banners',
  article: 'articles',
  agent: 'agents',
  community: 'communities',
  'site-page': 'sitePages',
} as const satisfies Record<LiveKind, keyof ContentRepositories>;

/** The preview links over the content repositories, signed by `signer`, timed by `clock`. */
export function createPreviewLinks(deps: {
  readonly content: ContentRepositories;
  readonly signer: PreviewSigner;
  readonly clock: Clock;
}): PreviewLinks {
  const find = (kind: LiveKind, id: string) => deps.content[REPOSITORY_OF[kind]].findById(id);
  return {
    issue: async (kind, id) => {
      if ((await find(kind, id)) === null) return null;
      const expiresAtMs = deps.clock.now() + PREVIEW_LINK_MS;
      return {
        token: previewToken({ kind, id, expiresAtMs }, deps.signer),
        expiresAt: new Date(expiresAtMs).toISOString(),
      };
    },
    open: async (token) => {
      const grant = readPreviewToken(token, deps.signer, deps.clock.now());
      if (typeof grant === 'string') return { ok: false, refusal: grant };
      const record = await find(grant.kind, grant.id);
      if (record === null) return { ok: false, refusal: 'gone' };
      return { ok: true, preview: { kind: grant.kind, record } as OpenedPreview };
    },
  };
}

/** The public lookup by slug of each kind that has a page of its own. */
const LOOKUP_OF = {
  article: 'article',
  agent: 'agent',
  community: 'community',
  'site-page': 'page',
} as const satisfies Record<Exclude<LiveKind, 'banner'>, keyof PublicContent>;

/**
 * The public content as a preview shows it: the previewed record answers its own lookup (by slug) whatever its
 * status, and a previewed banner comes first in its placement; everything else is what visitors see.
 */
export function withPreviewedRecord(content: PublicContent, preview: OpenedPreview): PublicContent {
  if (preview.kind === 'banner') {
    const banner = preview.record;
    return {
      ...content,
      banners: async (placement) => {
        const shown = (await content.banners(placement)).filter((other) => other.id !== banner.id);
        return placement === banner.placement ? [banner, ...shown] : shown;
      },
    };
  }
  const lookup = LOOKUP_OF[preview.kind];
  const { record } = preview;
  const previewed = async (slug: string) => (slug === record.slug ? record : content[lookup](slug));
  return { ...content, [lookup]: previewed };
}
