import './production-env.ts';
import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { openEmbeddedDatabase, openPostgresDatabase, prepareDatabase, type Database } from '@app/adapters-postgres';
import { ConfigError, loadConfig, type ServerConfig } from './config/config.ts';
import { openCoordination } from './composition/coordination.ts';
import { composeServer } from './composition/server-container.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createHttpApp } from './http/app.ts';
import { limitHeapGrowth } from './heap-growth.ts';
import { MicroCache } from './http/micro-cache.ts';
import { createNodeServer } from './http/node-server.ts';
import { PageCache } from './http/page-cache/page-cache.ts';
import { loadWebBundle } from './ssr/web-bundle.ts';
import { appLog, createLogger, useAppLog } from './logging/logger.ts';

async function openDatabase(config: ServerConfig): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl !== undefined)
    return { database: await openPostgresDatabase({ url: config.databaseUrl }), release: () => undefined };
  const release = lockDataDir(config.dataDir);
  return { database: await openEmbeddedDatabase({ dataDir: config.dataDir }), release };
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  limitHeapGrowth();
  const config = loadConfig(process.env);
  useAppLog(createLogger({ level: config.logLevel }));
  const log = appLog();
  const [{ database, release }, webBundle] = await Promise.all([openDatabase(config), loadWebBundle()]);
  const demoListings = config.trestle === undefined ? config.seedListings : 0;
  await prepareDatabase(database, { seed: { listings: demoListings }, log: (line) => log.info(line) });
  if (!config.siteUrlSet && (config.databaseUrl !== undefined || config.supabase !== undefined))
    log.warn(
      `SITE_URL is not set: canonical links and the sitemap point to ${config.siteUrl}. Set it to the site's public address.`,
    );
  if (webBundle === null) log.warn('The web app is not built: only the API is served. Run `pnpm build` first.');
  const { pageMaxBytes, microMaxBytes } = config.memoryCaches;
  const microCache = microMaxBytes > 0 ? new MicroCache({ bounds: { maxBytes: microMaxBytes } }) : undefined;
  const pageCache = pageMaxBytes > 0 ? new PageCache({ bounds: { maxBytes: pageMaxBytes } }) : undefined;
  // With DATABASE_URL, several processes may serve the database: they coordinate through it (ADR 0022).
  const coordination = await openCoordination(config.databaseUrl);
  // The seeded pictures are imported before listening: nobody can have a record open while it is pointed at the
  // library (ADR 0048).
  const { services, jobs } = await composeServer(config, database, webBundle, {
    caches: { microCache, pageCache },
    coordination,
    importSeededPictures: true,
  });
  const app = createHttpApp(services);
  const handle = getRequestListener(app.fetch);
  const router: RequestListener = (request, response) => {
    void handle(request, response);
  };
  const server = createNodeServer(microCache === undefined ? router : microCache.listener(router));
  server.listen(config.port, config.host, () => {
    const where =
      config.databaseUrl === undefined ? `embedded database in ${config.dataDir}` : 'Postgres at DATABASE_URL';
    log.info(`Ready on http://localhost:${config.port} (${where}) in ${Math.round(performance.now() - startedAt)} ms`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: closing the server and the database`);
    server.close();
    await Promise.all(jobs.map((job) => job.stop()));
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) appLog().fatal(error.message);
  else appLog().fatal({ err: error }, 'The server could not start');
  process.exit(1);
});
