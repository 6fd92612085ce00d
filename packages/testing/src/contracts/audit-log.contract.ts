import { describe, expect, it } from 'vitest';
import type { AuditLog, NewAuditEntry } from '@app/domain';
import { pause, useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the audit log contract needs. */
export type AuditLogFixture = ContractFixture<'log', AuditLog>;

const ACTOR = '0b9a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

function entry(overrides: Partial<NewAuditEntry> = {}): NewAuditEntry {
  return {
    actorId: ACTOR,
    actorEmail: 'maria@palmetto.example',
    action: 'update',
    entity: 'agents',
    entityId: 'a1',
    summary: 'Maria Delgado',
    before: { title: 'Realtor', languages: ['English'] },
    after: { title: 'Broker', languages: ['English', 'Spanish'] },
    ...overrides,
  };
}

/** Declares the behaviour every AuditLog must have. */
export function auditLogContract(name: string, setup: () => Promise<AuditLogFixture>): void {
  describe(`AuditLog contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const log = () => fixture().log;

    it('records an entry with its id, time and both versions of the record', async () => {
      const recorded = await log().record(entry());
      expect(recorded).toEqual({ ...entry(), id: expect.any(String), at: expect.any(String) });
      expect(new Date(recorded.at).toISOString()).toBe(recorded.at);
    });

    it('lists newest first, filtered by entity or actor, in pages with the exact count', async () => {
      await log().record(entry({ summary: 'first' }));
      await pause();
      await log().record(entry({ summary: 'second', entity: 'articles', before: null }));
      await pause();
      await log().record(entry({ summary: 'third', actorId: null, actorEmail: 'system' }));

      const all = await log().list({ page: 1, perPage: 2 });
      expect(all.total).toBe(3);
      expect(all.items.map((item) => item.summary)).toEqual(['third', 'second']);
      expect((await log().list({ page: 2, perPage: 2 })).items.map((item) => item.summary)).toEqual(['first']);
      expect((await log().list({ entity: 'articles', page: 1, perPage: 10 })).items.map((item) => item.before)).toEqual(
        [null],
      );
      expect((await log().list({ actorId: ACTOR, page: 1, perPage: 10 })).total).toBe(2);
    });

    it('lists the entries of a time range: from included, to left out', async () => {
      const first = await log().record(entry({ summary: 'first' }));
      await pause();
      const second = await log().record(entry({ summary: 'second' }));
      await pause();
      const third = await log().record(entry({ summary: 'third' }));
      const between = await log().list({ from: second.at, to: third.at, page: 1, perPage: 10 });
      expect(between.items.map((item) => item.summary)).toEqual(['second']);
      expect((await log().list({ from: first.at, page: 1, perPage: 10 })).total).toBe(3);
      expect((await log().list({ to: second.at, page: 1, perPage: 10 })).items.map((item) => item.summary)).toEqual([
        'first',
      ]);
    });
  });
}
