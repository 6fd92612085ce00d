import type { SqlExecutor } from '@app/database';
import {
  AGENTS,
  ARTICLES,
  BANNERS,
  COMMUNITIES,
  SALES_RESULTS,
  SITE_PAGES,
  TESTIMONIALS,
  type ContentRepositories,
} from '@app/domain';
import { PostgresContentRepository } from './postgres-content-repository.ts';

/** A repository per content collection, all over one database. */
export function createPostgresContentRepositories(db: SqlExecutor): ContentRepositories {
  return {
    agents: new PostgresContentRepository(db, AGENTS),
    communities: new PostgresContentRepository(db, COMMUNITIES),
    articles: new PostgresContentRepository(db, ARTICLES),
    banners: new PostgresContentRepository(db, BANNERS),
    testimonials: new PostgresContentRepository(db, TESTIMONIALS),
    salesResults: new PostgresContentRepository(db, SALES_RESULTS),
    sitePages: new PostgresContentRepository(db, SITE_PAGES),
  };
}
