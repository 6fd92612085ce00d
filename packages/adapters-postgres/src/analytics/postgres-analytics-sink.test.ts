import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstPartyDestination } from '@app/domain';
import { analyticsDestinationContract, analyticsSinkContract, pageViewsCounted } from '@app/testing';
import type { Database } from '../connection/database.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresAnalyticsSink } from './postgres-analytics-sink.ts';

for (const kind of TEST_DATABASE_KINDS)
  analyticsSinkContract(`PostgresAnalyticsSink on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'analytics');
    return {
      sink: new PostgresAnalyticsSink(db, { batchMs: 0 }),
      reset: () => truncate(db, ['page_view_days']),
      close: () => db.close(),
    };
  });

for (const kind of TEST_DATABASE_KINDS)
  analyticsDestinationContract(`first-party destination on PostgresAnalyticsSink on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'analytics-destination');
    const sink = new PostgresAnalyticsSink(db, { batchMs: 0 });
    return {
      destination: createFirstPartyDestination(sink, { now: () => Date.now() }),
      takes: ['page_view'],
      received: () => pageViewsCounted(sink),
      reset: () => truncate(db, ['page_view_days']),
      close: () => db.close(),
    };
  });

describe('PostgresAnalyticsSink gathering views', () => {
  let db: Database;
  const inserts = () => vi.mocked(db.query).mock.calls.filter(([sql]) => /insert into page_view_days/.test(sql)).length;
  const day = { from: '2026-03-01', to: '2026-03-01', topPaths: 3 };

  beforeAll(async () => {
    db = await openMigratedTestDatabase('PGlite', 'analytics-batch');
  });
  beforeEach(async () => {
    vi.restoreAllMocks();
    await truncate(db, ['page_view_days']);
    vi.spyOn(db, 'query');
  });
  afterAll(() => db.close());

  it('writes the views recorded within the batch time in one statement, each counted', async () => {
    const sink = new PostgresAnalyticsSink(db, { batchMs: 20 });
    const paths = ['/', '/search', '/', '/about', '/', '/search'];
    await Promise.all(paths.map((path) => sink.record({ day: '2026-03-01', path })));

    expect(inserts()).toBe(1);
    expect(await sink.summarize(day)).toEqual({
      days: [{ day: '2026-03-01', views: 6 }],
      topPaths: [
        { path: '/', views: 3 },
        { path: '/search', views: 2 },
        { path: '/about', views: 1 },
      ],
      total: 6,
    });
  });

  it('includes views still gathered in a summary, without waiting for the batch time', async () => {
    const sink = new PostgresAnalyticsSink(db, { batchMs: 60_000 });
    const recorded = sink.record({ day: '2026-03-01', path: '/' });

    expect((await sink.summarize(day)).total).toBe(1);
    await recorded;
    expect(inserts()).toBe(1);
  });

  it('writes a full batch at once and the rest at flush', async () => {
    const sink = new PostgresAnalyticsSink(db, { batchMs: 60_000 });
    const recorded = Array.from({ length: 600 }, (_, index) => sink.record({ day: '2026-03-01', path: `/p${index}` }));
    await Promise.all(recorded.slice(0, 500));
    expect(inserts()).toBe(1);

    await sink.flush();
    await Promise.all(recorded);
    expect(inserts()).toBe(2);
    expect((await sink.summarize({ ...day, topPaths: 1 })).total).toBe(600);
  });

  it('rejects the views of a batch that could not be written', async () => {
    const sink = new PostgresAnalyticsSink(db, { batchMs: 0 });
    vi.mocked(db.query).mockRejectedValueOnce(new Error('disk full'));

    await expect(sink.record({ day: '2026-03-01', path: '/' })).rejects.toThrow('The page views could not be read');
    await expect(sink.record({ day: '2026-03-01', path: '/' })).resolves.toBeUndefined();
  });
});
