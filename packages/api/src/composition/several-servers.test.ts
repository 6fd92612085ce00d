import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, prepareDatabase, type Database } from '@app/adapters-postgres';
import { TrestleDouble } from '@app/adapters-reso/testing';
import { generateDemoListings } from '@app/demo';
import { InProcessChangeHub, InProcessLockRegistry, systemClock } from '@app/domain';
import { loadConfig } from '../config/config.ts';
import { inProcessCoordination } from './coordination.ts';
import { composeServer, type ServerComposition } from './server-container.ts';

const upstream = generateDemoListings({ count: 40 }).filter((listing) => listing.StandardStatus === 'Active');
const admin = {
  user: {
    id: crypto.randomUUID(),
    email: 'admin@palmetto.example',
    role: 'admin' as const,
    createdAt: '',
    lastSignInAt: null,
  },
  accessToken: 'embedded',
};

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Two server compositions over one database, coordinating as two processes would (here through in-process
// adapters of one registry and one hub; the Postgres adapters pass the same contract suites).
describe('two servers over one database', () => {
  let database: Database;
  let double: TrestleDouble;
  let servers: ServerComposition[];
  const stop = (server: ServerComposition) => Promise.all(server.jobs.map((job) => job.stop()));

  beforeAll(async () => {
    database = await openEmbeddedDatabase();
    await prepareDatabase(database, { seed: false });
    double = await TrestleDouble.start({ clock: systemClock });
    double.putListings(...upstream.slice(1));
    const config = {
      ...loadConfig({}),
      trestle: { baseUrl: double.baseUrl, clientId: 'client', clientSecret: 'secret', syncMinutes: 60 },
    };
    const [locks, hub] = [new InProcessLockRegistry(), new InProcessChangeHub()];
    servers = [];
    for (let index = 0; index < 2; index += 1)
      servers.push(
        await composeServer(config, database, null, {
          auth: false,
          coordination: inProcessCoordination(locks.lock(), hub.bus()),
          scheduledJobsRetryMs: 20,
        }),
      );
  });

  afterAll(async () => {
    await Promise.all(servers.map(stop));
    await double.close();
    await database.close();
  });

  it("drops the other server's cached public answers when an admin edits through one", async () => {
    const [first, second] = servers as [ServerComposition, ServerComposition];
    const before = await second.services.app.publicFooterLinks();

    await first.services.app.forAdmin(admin).footerLinks.create({ link_text: 'Hurricane prep', link_url: '/prep' });

    await until(async () => (await second.services.app.publicFooterLinks()).length === before.length + 1, 1_000);
    expect((await second.services.app.publicFooterLinks()).map((link) => link.link_text)).toContain('Hurricane prep');
  });

  it('replicates on one server only, and on the other once the first stops', async () => {
    const [first] = servers as [ServerComposition, ServerComposition];
    await until(async () => (await servers[1]!.services.app.listingFreshness()).count === upstream.length - 1);
    const queriesBefore = double.queries().length;
    double.putListings(upstream[0]!);

    // The next run is an hour away: only a take-over by the other server runs one now.
    await stop(first);

    await until(async () => (await servers[1]!.services.app.listingFreshness()).count === upstream.length);
    expect(double.queries().length).toBeGreaterThan(queriesBefore);
  });
});
