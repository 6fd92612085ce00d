import type { RedirectChange, RedirectFields } from './redirect.ts';

/** A redirect to add; `targetIsLive` when its target is known to be a page now (a record's new address). */
export interface RedirectAddition extends RedirectFields {
  readonly targetIsLive?: boolean;
}

/**
 * The redirect table after adding `additions` (in order) to `existing`, with no chains and no loops, and the change
 * that makes it so:
 * - a target that is itself redirected is followed (A→B with B→C stored gives A→C), unless the target is live
 *   (`targetIsLive`), or following it leads back (A→B with B→A stored): then the redirect away from it is removed;
 * - a redirect that pointed at the new old address now points at its target (A→B, then B→C: A→C and B→C);
 * - nothing redirects to itself.
 */
export function planRedirects(
  existing: readonly RedirectFields[],
  additions: readonly RedirectAddition[],
): { readonly table: RedirectFields[]; readonly change: RedirectChange } {
  const table = new Map(existing.map((redirect) => [redirect.fromPath, redirect.toPath]));
  for (const { fromPath, toPath, targetIsLive = false } of additions) {
    if (fromPath === toPath) continue;
    let target = targetIsLive ? toPath : (table.get(toPath) ?? toPath);
    if (target === fromPath) target = toPath;
    if (target === toPath) table.delete(toPath);
    table.set(fromPath, target);
    for (const [from, to] of table) if (to === fromPath) table.set(from, target);
    for (const [from, to] of table) if (from === to) table.delete(from);
  }
  return {
    table: [...table].map(([fromPath, toPath]) => ({ fromPath, toPath })),
    change: changeBetween(existing, table),
  };
}

/** The redirect table once `paths` are live pages (a record created or moved there): no redirect leaves them. */
export function planLivePaths(existing: readonly RedirectFields[], paths: readonly string[]): RedirectChange {
  const live = new Set(paths);
  return {
    remove: existing.filter((redirect) => live.has(redirect.fromPath)).map((redirect) => redirect.fromPath),
    put: [],
  };
}

function changeBetween(existing: readonly RedirectFields[], table: ReadonlyMap<string, string>): RedirectChange {
  const before = new Map(existing.map((redirect) => [redirect.fromPath, redirect.toPath]));
  return {
    remove: [...before.keys()].filter((from) => !table.has(from)),
    put: [...table].filter(([from, to]) => before.get(from) !== to).map(([fromPath, toPath]) => ({ fromPath, toPath })),
  };
}

/** Where a path ends up: its redirect's target, or null when it is not redirected. */
export function redirectTarget(table: ReadonlyMap<string, string>, path: string): string | null {
  return table.get(path) ?? null;
}
