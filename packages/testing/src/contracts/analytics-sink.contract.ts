import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsSink, PageView } from '@app/domain';
import { InMemoryAnalyticsSink } from '../fakes/in-memory-analytics-sink.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the analytics sink contract needs. */
export type AnalyticsSinkFixture = ContractFixture<'sink', AnalyticsSink>;

const view = (day: string, path: string): PageView => ({ day, path });

const viewArbitrary = fc.record({
  day: fc.constantFrom('2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'),
  path: fc.constantFrom('/', '/search', '/Search', '/about', '/communities/naples-park', '/z'),
});

/** Declares the behaviour every AnalyticsSink must have. */
export function analyticsSinkContract(name: string, setup: () => Promise<AnalyticsSinkFixture>): void {
  describe(`AnalyticsSink contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const sink = () => fixture().sink;
    const recordAll = async (views: readonly PageView[]) => {
      for (const item of views) await sink().record(item);
    };

    it('answers nothing for a range without views', async () => {
      expect(await sink().summarize({ from: '2026-03-01', to: '2026-03-31', topPaths: 5 })).toEqual({
        days: [],
        topPaths: [],
        total: 0,
      });
    });

    it('counts views per day and per path within the range, both ends included', async () => {
      await recordAll([
        view('2026-02-28', '/'),
        view('2026-03-01', '/'),
        view('2026-03-01', '/search'),
        view('2026-03-01', '/'),
        view('2026-03-03', '/about'),
        view('2026-03-04', '/'),
      ]);

      expect(await sink().summarize({ from: '2026-03-01', to: '2026-03-03', topPaths: 5 })).toEqual({
        days: [
          { day: '2026-03-01', views: 3 },
          { day: '2026-03-03', views: 1 },
        ],
        topPaths: [
          { path: '/', views: 2 },
          { path: '/about', views: 1 },
          { path: '/search', views: 1 },
        ],
        total: 4,
      });
    });

    it('answers only the most viewed paths asked for, ties by path', async () => {
      await recordAll([
        view('2026-03-01', '/b'),
        view('2026-03-01', '/a'),
        view('2026-03-01', '/c'),
        view('2026-03-02', '/c'),
      ]);

      expect((await sink().summarize({ from: '2026-03-01', to: '2026-03-02', topPaths: 2 })).topPaths).toEqual([
        { path: '/c', views: 2 },
        { path: '/a', views: 1 },
      ]);
    });

    it('counts only the paths under a prefix when asked, taking % and _ as plain characters', async () => {
      await recordAll([
        view('2026-03-01', '/properties/NAP-1'),
        view('2026-03-01', '/properties/NAP-1'),
        view('2026-03-01', '/properties/NAP-2'),
        view('2026-03-01', '/properties'),
        view('2026-03-01', '/search'),
        view('2026-03-01', '/a_b'),
        view('2026-03-01', '/axb'),
      ]);

      expect(
        await sink().summarize({ from: '2026-03-01', to: '2026-03-01', topPaths: 5, pathPrefix: '/properties/' }),
      ).toEqual({
        days: [{ day: '2026-03-01', views: 3 }],
        topPaths: [
          { path: '/properties/NAP-1', views: 2 },
          { path: '/properties/NAP-2', views: 1 },
        ],
        total: 3,
      });
      expect(
        (await sink().summarize({ from: '2026-03-01', to: '2026-03-01', topPaths: 5, pathPrefix: '/a_' })).topPaths,
      ).toEqual([{ path: '/a_b', views: 1 }]);
      expect(
        (await sink().summarize({ from: '2026-03-01', to: '2026-03-01', topPaths: 5, pathPrefix: '/%' })).total,
      ).toBe(0);
    });

    it('loses no view recorded at the same time as others', async () => {
      await Promise.all(Array.from({ length: 20 }, () => sink().record(view('2026-03-01', '/'))));

      expect((await sink().summarize({ from: '2026-03-01', to: '2026-03-01', topPaths: 1 })).total).toBe(20);
    });

    it('summarizes any views and range exactly as the in-memory reference does', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(viewArbitrary, { maxLength: 15 }),
          fc.constantFrom('2026-02-27', '2026-02-28'),
          fc.constantFrom('2026-03-01', '2026-03-02'),
          fc.integer({ min: 1, max: 4 }),
          fc.constantFrom(undefined, '/', '/s', '/communities/', '/z'),
          async (views, from, to, topPaths, pathPrefix) => {
            await fixture().reset();
            const reference = new InMemoryAnalyticsSink();
            for (const item of views) await reference.record(item);
            await recordAll(views);
            const range = { from, to, topPaths, ...(pathPrefix === undefined ? {} : { pathPrefix }) };
            expect(await sink().summarize(range)).toEqual(await reference.summarize(range));
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
