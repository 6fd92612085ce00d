import type { Agent } from '../content/agent.ts';
import type { Article } from '../content/article.ts';
import type { Community } from '../content/community.ts';
import type { ContentEntity } from '../content/content-entity.ts';
import { agentPath, articlePath, communityPath } from '../site/public-paths.ts';
import type { SiteSettings } from '../site/site-settings.ts';

/**
 * Where the public site shows a record of a collection with addresses of its own (agents, communities, articles), or
 * null for collections without (banners, testimonials, sales results, and text pages whose address is fixed).
 */
export function contentPublicPath(
  key: string,
  record: ContentEntity,
  settings: Pick<SiteSettings, 'teamSlug'>,
): string | null {
  switch (key) {
    case 'agents':
      return agentPath((record as Agent).slug);
    case 'communities':
      return communityPath((record as Community).slug);
    case 'articles':
      return articlePath(record as Article, settings);
    default:
      return null;
  }
}
