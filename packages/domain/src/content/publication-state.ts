import type { Article } from './article.ts';
import type { Banner } from './banner.ts';

/** Where an article stands for its readers: a draft, published for a later instant, or on the site. */
export type ArticlePublicationState = 'draft' | 'scheduled' | 'published';

/** Where a banner stands: switched off, waiting for its start, showing, or past its end. */
export type BannerScheduleState = 'disabled' | 'scheduled' | 'live' | 'ended';

function isAfter(instant: string, at: string): boolean {
  return Date.parse(instant) > Date.parse(at);
}

/**
 * An article's state at an instant: `published` exactly when the public site shows it (status
 * published and the publish instant passed); `scheduled` when published for a later instant;
 * otherwise `draft`.
 */
export function articlePublicationState(
  article: Pick<Article, 'status' | 'publishedAt'>,
  at: string,
): ArticlePublicationState {
  if (article.status !== 'published' || article.publishedAt === null) return 'draft';
  return isAfter(article.publishedAt, at) ? 'scheduled' : 'published';
}

/**
 * A banner's state at an instant: `live` exactly when the public site shows it (enabled, its
 * start passed or none, its end still ahead or none); `disabled` when switched off; `scheduled`
 * before its start; `ended` from its end.
 */
export function bannerScheduleState(
  banner: Pick<Banner, 'enabled' | 'startsAt' | 'endsAt'>,
  at: string,
): BannerScheduleState {
  if (!banner.enabled) return 'disabled';
  if (banner.startsAt !== null && isAfter(banner.startsAt, at)) return 'scheduled';
  if (banner.endsAt !== null && !isAfter(banner.endsAt, at)) return 'ended';
  return 'live';
}
