import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planLivePaths, planRedirects, type RedirectAddition } from './redirect-plan.ts';
import type { RedirectFields } from './redirect.ts';

const r = (fromPath: string, toPath: string): RedirectFields => ({ fromPath, toPath });
const sorted = (table: readonly RedirectFields[]) => [...table].sort((a, b) => a.fromPath.localeCompare(b.fromPath));

/** Applies a change to a table, as a store does. */
function applied(existing: readonly RedirectFields[], change: ReturnType<typeof planRedirects>['change']) {
  const table = new Map(existing.map((redirect) => [redirect.fromPath, redirect.toPath]));
  change.remove.forEach((from) => table.delete(from));
  change.put.forEach((redirect) => table.set(redirect.fromPath, redirect.toPath));
  return sorted([...table].map(([fromPath, toPath]) => r(fromPath, toPath)));
}

describe(planRedirects, () => {
  it('a second slug change collapses the chain: A→B, then B→C gives A→C and B→C', () => {
    const first = planRedirects([], [{ ...r('/a', '/b'), targetIsLive: true }]);
    const second = planRedirects(first.table, [{ ...r('/b', '/c'), targetIsLive: true }]);
    expect(sorted(second.table)).toEqual([r('/a', '/c'), r('/b', '/c')]);
    expect(second.change).toEqual({ remove: [], put: [r('/a', '/c'), r('/b', '/c')] });
  });

  it('a slug changed back leaves no loop: A→B, then B→A keeps B→A only', () => {
    const back = planRedirects([r('/a', '/b')], [{ ...r('/b', '/a'), targetIsLive: true }]);
    expect(back.table).toEqual([r('/b', '/a')]);
    expect(back.change).toEqual({ remove: ['/a'], put: [r('/b', '/a')] });
  });

  it('an import follows a redirected target (B→C stored, then A→B gives A→C) in any row order', () => {
    expect(sorted(planRedirects([], [r('/b', '/c'), r('/a', '/b')]).table)).toEqual([r('/a', '/c'), r('/b', '/c')]);
    expect(sorted(planRedirects([], [r('/a', '/b'), r('/b', '/c')]).table)).toEqual([r('/a', '/c'), r('/b', '/c')]);
  });

  it('a live target is never left redirected: a record moved to an old address takes it back', () => {
    const moved = planRedirects([r('/b', '/c')], [{ ...r('/a', '/b'), targetIsLive: true }]);
    expect(moved.table).toEqual([r('/a', '/b')]);
  });

  it('a path that becomes a page again loses its redirect', () => {
    expect(planLivePaths([r('/a', '/b'), r('/c', '/d')], ['/c'])).toEqual({ remove: ['/c'], put: [] });
  });

  const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f');
  const addition: fc.Arbitrary<RedirectAddition> = fc.record({
    fromPath: path,
    toPath: path,
    targetIsLive: fc.boolean(),
  });

  it('property: whatever is added, no redirect leads to another redirect or to itself, and old addresses still arrive', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 12 }), (additions) => {
        let table: RedirectFields[] = [];
        for (const added of additions) {
          const plan = planRedirects(table, [added]);
          expect(applied(table, plan.change)).toEqual(sorted(plan.table));
          table = plan.table;
          const froms = new Set(table.map((redirect) => redirect.fromPath));
          for (const redirect of table) {
            expect(redirect.toPath).not.toBe(redirect.fromPath);
            expect(froms.has(redirect.toPath)).toBe(false);
          }
          if (added.fromPath !== added.toPath) {
            // The address just left now leads somewhere that is not redirected (one hop, no chain).
            const target = table.find((redirect) => redirect.fromPath === added.fromPath)?.toPath;
            expect(target === undefined || !froms.has(target)).toBe(true);
            if (added.targetIsLive === true) expect(target).toBe(added.toPath);
          }
        }
      }),
    );
  });
});
