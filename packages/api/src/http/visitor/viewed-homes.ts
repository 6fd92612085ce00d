import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Clock } from '@app/domain';
import { currentVisitor, type VisitorHttpDeps } from './current-visitor.ts';
import { readVisitorCookie } from './visitor-cookie.ts';
import { reportLead } from './visitor-lead-report.ts';

/** How many (visitor, home, day) triples one process remembers, so a home viewed again that day adds nothing. */
export const VIEWED_HOMES_REMEMBERED = 20_000;

/** Records the homes a signed-in visitor views in their lead's activity (issue 14 part 8). */
export type ViewedHomes = (c: Context, listingIds: readonly string[]) => Promise<void>;

/**
 * The homes a signed-in visitor views, as activity of their lead: once per home and visitor a day (UTC) in this
 * process (each server remembers its own, so with several servers a view may be told once per server). A request
 * without a visitor cookie costs nothing; an unusable session is no visitor, and a failure is logged, never answered.
 */
export function createViewedHomes(deps: VisitorHttpDeps, clock: Clock): ViewedHomes {
  const seen = new LRUCache<string, true>({ max: VIEWED_HOMES_REMEMBERED });
  return async (c, listingIds) => {
    if (listingIds.length === 0 || deps.leads === undefined || readVisitorCookie(c) === null) return;
    const session = await currentVisitor(c, deps).catch(() => null);
    if (session === null) return;
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    for (const listingId of new Set(listingIds)) {
      const key = `${session.visitor.id}|${listingId}|${day}`;
      if (seen.has(key)) continue;
      seen.set(key, true);
      await reportLead(deps, (leads) => leads.homeViewed(session.visitor, listingId));
    }
  };
}
