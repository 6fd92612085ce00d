import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresListingAlertRecipients } from '../visitor/postgres-listing-alert-recipients.ts';
import { PostgresSavedHomes, PostgresSavedSearches } from '../visitor/postgres-saved-lists.ts';
import { VISITOR_KEYED_COLUMNS } from '../visitor/visitor-keyed-tables.ts';
import { loadSigningKey } from './auth-bootstrap.ts';
import { PostgresOutboxMailer } from './postgres-outbox-mailer.ts';
import { PostgresVisitorAuth } from './postgres-visitor-auth.ts';

const CONTEXT = { clientAddress: '127.0.0.1' };

for (const kind of TEST_DATABASE_KINDS)
  describe(`deleting a visitor account on ${kind}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await openMigratedTestDatabase(kind, 'visitor_deletion');
    });
    afterAll(() => db.close());

    async function visitorWithEverything(email: string) {
      const issuer = { secret: await loadSigningKey(db), accessTokenSeconds: 3600, nowMs: Date.now };
      const auth = new PostgresVisitorAuth(db, issuer, new PostgresOutboxMailer(db, () => undefined), {
        N: 2 ** 14,
        r: 8,
        p: 1,
      });
      const session = await auth.signUp({ email, password: 'Tarpon-Bay-2031' }, CONTEXT);
      const id = session.visitor.id;
      await new PostgresSavedHomes(db).save({ visitorId: id, listingId: 'L1', priceAtSave: 1, statusAtSave: 'Active' });
      await new PostgresSavedHomes(db).setAlerts(id, false);
      const search = await new PostgresSavedSearches(db).create(id, {
        view: 'list',
        params: {},
        name: 'All',
        alertFrequency: 'daily',
      });
      await new PostgresListingAlertRecipients(db).storeUnsubscribeToken(`${email.slice(0, 1)}`.repeat(40), {
        visitorId: id,
        savedSearchIds: [search.id],
        savedHomes: true,
      });
      // Owner of one shared list, co-buyer of another (of visitors who are not part of this test).
      for (const [owner, coBuyer] of [
        [id, randomUUID()],
        [randomUUID(), id],
      ])
        await db.query(
          `insert into saved_home_shares
             (visitor_id, owner_email, invitee_email, token_hash, co_buyer_visitor_id, created_at, expires_at)
           values ($1, 'o@example.com', 'i@example.com', $3, $2, now(), now() + interval '7 days')`,
          [owner, coBuyer, randomBytes(32).toString('hex')],
        );
      return { auth, session, id };
    }

    const rowsOf = async (visitorId: string) => {
      const counts: Record<string, number> = {};
      for (const { table, column } of VISITOR_KEYED_COLUMNS) {
        const { rows } = await db.query(`select 1 from ${table} where ${column} = $1`, [visitorId]);
        counts[`${table}.${column}`] = rows.length;
      }
      return counts;
    };

    it("removes every row keyed by the visitor (unsubscribe tokens included) and nobody else's", async () => {
      const kept = await visitorWithEverything('another@example.com');
      const gone = await visitorWithEverything('buyer@example.com');
      expect(Object.values(await rowsOf(gone.id)).every((count) => count > 0)).toBe(true);

      await gone.auth.deleteAccount(gone.session.accessToken);

      expect(Object.values(await rowsOf(gone.id))).toEqual(VISITOR_KEYED_COLUMNS.map(() => 0));
      expect(Object.values(await rowsOf(kept.id)).every((count) => count > 0)).toBe(true);
    });
  });
