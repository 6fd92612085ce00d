import { PostgresAnalyticsSink, type Database } from '@app/adapters-postgres';
import { SanitizeHtmlRichTextSanitizer } from '@app/adapters-rich-text';
import { systemClock } from '@app/domain';
import type { ServerConfig } from '../config/config.ts';
import type { HttpServices } from '../server-services.ts';
import type { WebBundle } from '../ssr/web-bundle.ts';
import { databaseAttemptCounters } from '../limits/database-attempt-counters.ts';
import { bindApplication } from './application-bindings.ts';
import { loadAuthPorts } from './auth-composition.ts';
import { composeAnalyticsDestinations } from './analytics-composition.ts';
import { composeImages } from './image-composition.ts';
import { composeListingPhotos } from './listing-photo-composition.ts';
import { startListingReplication, type BackgroundJob } from './listing-replication.ts';
import { bindDatabasePorts, bindEmbeddedContentPorts } from './postgres-bindings.ts';
import { bindSupabaseContentPorts } from './supabase-bindings.ts';
import { TOKENS, type AnswerCaches } from './tokens.ts';
import { TypedContainer } from './typed-container.ts';
import { appLog, logRecovered } from '../logging/logger.ts';

/** What the composition root hands to main: the HTTP services and the background jobs. */
export interface ServerComposition {
  readonly services: HttpServices;
  /** Background jobs (listing replication, the page-view batch) to stop before the database closes. */
  readonly jobs: readonly BackgroundJob[];
}

/** Whether the server serves sign-in and the admin API (tests of the public API leave it out). */
export interface ComposeOptions {
  readonly caches?: AnswerCaches;
  readonly auth?: boolean;
  readonly log?: (line: string) => void;
}

/**
 * The server's composition root, the one place the graph is assembled: binds every port to its
 * adapter as the configuration says (Supabase for footer links, content and sign-in when
 * SUPABASE_URL is set, loaded only then; Postgres otherwise), binds the application layer over
 * them, resolves the HTTP services, and starts the listing replication when Trestle is
 * configured. Nothing outside this folder touches the container.
 */
export async function composeServer(
  config: ServerConfig,
  database: Database,
  webBundle: WebBundle | null,
  options: ComposeOptions = {},
): Promise<ServerComposition> {
  const log = options.log ?? ((line: string) => appLog().info(line));
  const clock = systemClock;
  const container = new TypedContainer();
  const images = await composeImages(config);
  container
    .constant(TOKENS.clock, clock)
    .constant(TOKENS.webBundle, webBundle)
    .constant(TOKENS.siteOrigin, config.siteUrlSet ? config.siteUrl : null)
    .constant(TOKENS.answerCaches, options.caches ?? {})
    .constant(TOKENS.proxyTrust, config.proxyTrust)
    // In the database, shared by every server on it and kept across restarts (ADR 0020).
    .constant(TOKENS.attemptCounters, databaseAttemptCounters(database))
    .constant(TOKENS.publicConfig, {
      closedListingsPublic: config.closedListingsPublic,
      mapTiles: config.mapTiles ?? null,
      siteUrl: config.siteUrl,
    })
    .constant(TOKENS.richText, new SanitizeHtmlRichTextSanitizer())
    .constant(TOKENS.publicImageFiles, images.publicFiles)
    .constant(TOKENS.imageProcessor, images.processor)
    .constant(TOKENS.listingPhotos, composeListingPhotos(config, images.processor))
    .constant(TOKENS.newId, () => crypto.randomUUID())
    .constant(TOKENS.analyticsDestinations, composeAnalyticsDestinations(config))
    .constant(TOKENS.auth, options.auth === false ? null : await loadAuthPorts(config, database, clock, log));
  bindDatabasePorts(container, database);
  if (config.supabase === undefined) bindEmbeddedContentPorts(container, database, images);
  else await bindSupabaseContentPorts(container, config.supabase, images);
  bindApplication(container);

  const analytics = container.get(TOKENS.analyticsSink);
  // Page views are written in batches (see PostgresAnalyticsSink): the last one goes before the database closes.
  const jobs: BackgroundJob[] = [
    {
      stop: () =>
        analytics instanceof PostgresAnalyticsSink
          ? analytics
              .flush()
              .catch((error: unknown) => logRecovered('The last page views could not be counted:', error))
          : Promise.resolve(),
    },
  ];
  if (config.trestle !== undefined) {
    const stores = {
      database,
      listings: container.get(TOKENS.listingStore),
      openHouses: container.get(TOKENS.openHouseStore),
      clock,
    };
    jobs.push(await startListingReplication(config.trestle, stores));
  }
  return { services: container.get(TOKENS.httpServices), jobs };
}
