import { createHash, randomBytes } from 'node:crypto';
import {
  PostgresAnalyticsSink,
  PostgresCoBuyerShares,
  PostgresSavedHomes,
  type Database,
} from '@app/adapters-postgres';
import { SanitizeHtmlRichTextSanitizer } from '@app/adapters-rich-text';
import { createCoBuyerServices, createVisitorLeads, systemClock } from '@app/domain';
import type { ServerConfig } from '../config/config.ts';
import type { HttpServices } from '../server-services.ts';
import type { WebBundle } from '../ssr/web-bundle.ts';
import { databaseAttemptCounters } from '../limits/database-attempt-counters.ts';
import { bindApplication } from './application-bindings.ts';
import { loadAuthPorts } from './auth-composition.ts';
import { composeAnalyticsDestinations } from './analytics-composition.ts';
import { composeImages } from './image-composition.ts';
import { importSeededPictures } from './demo-picture-import.ts';
import { composeListingPhotos } from './listing-photo-composition.ts';
import { inProcessCoordination, type Coordination } from './coordination.ts';
import { composeMail } from './mail-composition.ts';
import { composeListingAlerts } from './listing-alerts-composition.ts';
import { composeNewsletter } from './newsletter-composition.ts';
import type { BackgroundJob } from './listing-replication.ts';
import { startMailOutboxPruning } from './mail-outbox-pruning.ts';
import { startScheduledJobs } from './scheduled-jobs.ts';
import { bindDatabasePorts, bindEmbeddedContentPorts } from './postgres-bindings.ts';
import {
  bindSupabaseContentPorts,
  loadSupabaseCoBuyerShares,
  loadSupabaseVisitorDirectory,
} from './supabase-bindings.ts';
import { loadPreviewSigner } from '../preview/preview-signer.ts';
import { TOKENS, type AnswerCaches } from './tokens.ts';
import { TypedContainer } from './typed-container.ts';
import { appLog, logRecovered } from '../logging/logger.ts';

/** What the composition root hands to main: the HTTP services and the background jobs. */
export interface ServerComposition {
  readonly services: HttpServices;
  /** Background jobs (the scheduled jobs and the coordination, the page-view batch) to stop before the database
   * closes. */
  readonly jobs: readonly BackgroundJob[];
}

/** Whether the server serves sign-in and the admin API (tests of the public API leave it out). */
export interface ComposeOptions {
  readonly caches?: AnswerCaches;
  readonly auth?: boolean;
  readonly log?: (line: string) => void;
  /** How this process agrees with the others on its database (in-process by default: it is alone). */
  readonly coordination?: Coordination;
  /** How often a process without the scheduled jobs' lock asks for it again. */
  readonly scheduledJobsRetryMs?: number;
  /** Import the seeded content's pictures into the image library before the scheduled jobs start (main: before the
   * server listens; ADR 0048). Not in Supabase mode (see the ADR). */
  readonly importSeededPictures?: boolean;
}

/**
 * The server's composition root, the one place the graph is assembled: binds every port to its
 * adapter as the configuration says (Supabase for footer links, content and sign-in when
 * SUPABASE_URL is set, loaded only then; Postgres otherwise), binds the application layer over
 * them, resolves the HTTP services, and starts the scheduled jobs (listing replication when Trestle
 * is configured, the demo refresh otherwise) on the one process holding their lock. Nothing
 * outside this folder touches the container.
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
  const coordination = options.coordination ?? inProcessCoordination();
  const images = await composeImages(config);
  const mail = composeMail(config, database, clock, log);
  container
    .constant(TOKENS.clock, clock)
    .constant(TOKENS.mailer, mail.mailer)
    .constant(TOKENS.webBundle, webBundle)
    .constant(TOKENS.siteOrigin, config.siteUrlSet ? config.siteUrl : null)
    .constant(TOKENS.answerCaches, options.caches ?? {})
    .constant(TOKENS.proxyTrust, config.proxyTrust)
    // In the database, shared by every server on it and kept across restarts (ADR 0020).
    .constant(TOKENS.attemptCounters, databaseAttemptCounters(database))
    .constant(TOKENS.changeBus, coordination.bus)
    .constant(TOKENS.publicConfig, {
      closedListingsPublic: config.closedListingsPublic,
      mapTiles: config.mapTiles ?? null,
      siteUrl: config.siteUrl,
      thirdParties: { googleAnalytics: config.analytics.ga4 !== undefined, meta: config.analytics.meta !== undefined },
    })
    .constant(TOKENS.richText, new SanitizeHtmlRichTextSanitizer())
    .constant(TOKENS.publicImageFiles, images.publicFiles)
    .constant(TOKENS.imageProcessor, images.processor)
    .constant(TOKENS.listingPhotos, composeListingPhotos(config, images.processor))
    .constant(TOKENS.newId, () => crypto.randomUUID())
    .constant(TOKENS.analyticsDestinations, composeAnalyticsDestinations(config))
    .constant(TOKENS.previewSigner, await loadPreviewSigner(config, database))
    .constant(
      TOKENS.auth,
      options.auth === false ? null : await loadAuthPorts(config, database, clock, log, mail.mailer),
    );
  bindDatabasePorts(container, database);
  if (config.supabase === undefined) bindEmbeddedContentPorts(container, database, images);
  else await bindSupabaseContentPorts(container, config.supabase, images);
  bindApplication(container);
  // Another process's admin write: drop this process's caches too.
  coordination.bus.subscribe(container.get(TOKENS.dropLocalCaches));

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
  const publicData = container.get(TOKENS.publicDataChanged);
  // Every lead enters the inbox through the one intake (issue 14 part 8, ADR 0032).
  const leads = createVisitorLeads(container.get(TOKENS.cachedPublicServices).services.leadIntake);
  // The alerts and co-buyer sharing read the visitors' rows through this server's database and their addresses from
  // the embedded accounts or, with Supabase Auth, from its users (ADR 0040). With Supabase the saved lists are written
  // through PostgREST, so the jobs run only when this server's database is the project's (DATABASE_URL).
  const visitorRowsHere = config.supabase === undefined || config.databaseUrl !== undefined;
  if (!visitorRowsHere)
    log(
      'Listing alerts and co-buyer sharing are off: with SUPABASE_URL they need DATABASE_URL (the project database).',
    );
  const alerts =
    options.auth === false || !visitorRowsHere
      ? null
      : composeListingAlerts({
          database,
          listings: container.get(TOKENS.listingStore),
          mailer: mail.mailer,
          clock,
          siteUrl: config.siteUrl,
          digestHour: config.alertDigestHour,
          communities: container.get(TOKENS.cachedPublicServices).services.communitySubdivisions,
          ...(config.supabase === undefined ? {} : { directory: await loadSupabaseVisitorDirectory(config.supabase) }),
        });
  const newsletter =
    options.auth === false
      ? null
      : composeNewsletter({
          database,
          mailer: mail.mailer,
          brand: mail.brand,
          clock,
          siteUrl: config.siteUrl,
          marketData: container.get(TOKENS.marketDataSource),
          marketActivity: (request) => container.get(TOKENS.appServices).marketActivity(request),
          confirmedSignUp: async (subscriber) => void (await leads.newsletterConfirmed(subscriber)),
        });
  // Sharing saved homes with a co-buyer: wherever the alerts run (ADR 0033, 0040).
  const coBuyers =
    alerts === null
      ? null
      : createCoBuyerServices({
          shares:
            config.supabase === undefined
              ? new PostgresCoBuyerShares(database)
              : await loadSupabaseCoBuyerShares(config.supabase),
          savedHomes: new PostgresSavedHomes(database),
          mailer: mail.mailer,
          clock,
          siteUrl: config.siteUrl,
          newToken: () => randomBytes(32).toString('base64url'),
          hashToken: (token) => createHash('sha256').update(token).digest('hex'),
        });
  // Before the scheduled jobs: the demo feed's first batch comes after the import, not during its seconds.
  if (options.importSeededPictures === true && config.supabase === undefined)
    await importSeededPictures({
      database,
      images,
      newId: container.get(TOKENS.newId),
      lock: coordination.lock,
      publicDataChanged: () => publicData.publicDataChanged(),
    });
  const scheduledJobs = startScheduledJobs(
    config,
    {
      database,
      listings: container.get(TOKENS.listingStore),
      openHouses: container.get(TOKENS.openHouseStore),
      clock,
      lock: coordination.lock,
      publicDataChanged: () => publicData.publicDataChanged(),
      ...(alerts === null ? {} : { afterReplication: alerts.runAfterReplication }),
      alongside: [
        ...(newsletter === null ? [] : [newsletter.schedule]),
        () => startMailOutboxPruning({ database, clock, retentionDays: config.mailOutboxRetentionDays }),
      ],
    },
    options.scheduledJobsRetryMs,
  );
  // The scheduled jobs stop (and give their lock up) before the coordination's connections close.
  jobs.unshift({ stop: () => scheduledJobs.stop().then(() => coordination.close()) });
  // The mail delivery worker finishes the try under way (a mail it claimed and did not finish is tried again later).
  if (mail.delivery !== null) jobs.push(mail.delivery);
  const http = container.get(TOKENS.httpServices);
  return {
    services: {
      ...http,
      visitors: http.visitors ? { ...http.visitors, leads } : http.visitors,
      alerts: alerts?.recipients ?? null,
      newsletter: newsletter?.http ?? null,
      coBuyers,
    },
    jobs,
  };
}
