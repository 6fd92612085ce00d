import type { Agent } from './agent.ts';
import type { Article } from './article.ts';
import { BANNER_PLACEMENTS, type Banner } from './banner.ts';
import type { Community } from './community.ts';
import { AGENTS, ARTICLES, BANNERS, COMMUNITIES, SITE_PAGES } from './content-collections.ts';
import { isVisibleAt } from './content-visibility.ts';
import type { PublicContent } from './public-content.ts';
import type { SitePage } from './site-page.ts';

/** The one vocabulary of where an item stands for visitors, the same in every admin list and editor. */
export const LIVE_STATUS_WORDS = ['Draft', 'Scheduled', 'On the site', 'Hidden', 'Ended'] as const;
export type LiveStatusWord = (typeof LIVE_STATUS_WORDS)[number];

/** An item's status, with why it does not show when the word alone would mislead. */
export interface LiveStatus {
  readonly word: LiveStatusWord;
  readonly reason?: string;
}

/** The kinds of item that show on the public site. */
export const LIVE_KINDS = ['banner', 'article', 'agent', 'community', 'site-page'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** The record of each kind. */
export interface LiveRecords {
  readonly banner: Banner;
  readonly article: Article;
  readonly agent: Agent;
  readonly community: Community;
  readonly 'site-page': SitePage;
}

/**
 * What else decides whether an item shows: a placement shows one banner at a time (the first the public site lists),
 * so a banner that would be live is on the site only when it is the one showing.
 */
export interface LiveContext {
  readonly showingBannerIds: readonly string[];
}

export const ANOTHER_BANNER_IS_SHOWING = 'another banner is showing';

function bannerStatus(banner: Banner, now: string, context: LiveContext): LiveStatus {
  if (isVisibleAt(BANNERS, banner, now))
    return context.showingBannerIds.includes(banner.id)
      ? { word: 'On the site' }
      : { word: 'Hidden', reason: ANOTHER_BANNER_IS_SHOWING };
  if (!banner.enabled) return { word: 'Hidden' };
  if (banner.startsAt !== null && Date.parse(banner.startsAt) > Date.parse(now)) return { word: 'Scheduled' };
  return { word: 'Ended' };
}

function articleStatus(article: Article, now: string): LiveStatus {
  if (isVisibleAt(ARTICLES, article, now)) return { word: 'On the site' };
  return { word: article.status === 'published' && article.publishedAt !== null ? 'Scheduled' : 'Draft' };
}

const shownOrHidden = (visible: boolean): LiveStatus => ({ word: visible ? 'On the site' : 'Hidden' });

/**
 * Where an item stands for visitors at `now`: "On the site" exactly when the public site shows it now (the
 * collection's visibility rule, and for a banner being the one its placement shows); otherwise Draft, Scheduled,
 * Hidden (with the reason when it would be live) or Ended.
 */
export function liveStatus<K extends LiveKind>(
  kind: K,
  record: LiveRecords[K],
  now: string,
  context: LiveContext = { showingBannerIds: [] },
): LiveStatus {
  const item: LiveRecords[LiveKind] = record;
  switch (kind) {
    case 'banner':
      return bannerStatus(item as Banner, now, context);
    case 'article':
      return articleStatus(item as Article, now);
    case 'agent':
      return shownOrHidden(isVisibleAt(AGENTS, item as Agent, now));
    case 'community':
      return shownOrHidden(isVisibleAt(COMMUNITIES, item as Community, now));
    default:
      return shownOrHidden(isVisibleAt(SITE_PAGES, item as SitePage, now));
  }
}

/** A status in words: "On the site", or "Hidden: another banner is showing". */
export function liveStatusLabel(status: LiveStatus): string {
  return status.reason === undefined ? status.word : `${status.word}: ${status.reason}`;
}

/**
 * The banner each placement shows now: the first the public content lists for it, exactly as the home page (hero,
 * promo) and the search page pick theirs.
 */
export async function showingBannerIds(content: Pick<PublicContent, 'banners'>): Promise<string[]> {
  const firsts = await Promise.all(BANNER_PLACEMENTS.map(async (placement) => (await content.banners(placement))[0]));
  return firsts.flatMap((banner) => (banner === undefined ? [] : [banner.id]));
}
