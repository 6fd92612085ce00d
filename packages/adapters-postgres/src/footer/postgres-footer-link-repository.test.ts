import { DataUnavailableError, ERROR_MESSAGES, normalizeFooterLinkQuery } from '@app/domain';
import { footerLinkRepositoryContract } from '@app/testing';
import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@app/database';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { footerLinkListSql, PostgresFooterLinkRepository } from './postgres-footer-link-repository.ts';

for (const kind of TEST_DATABASE_KINDS)
  footerLinkRepositoryContract(`PostgresFooterLinkRepository on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'footer_links');
    return {
      repository: new PostgresFooterLinkRepository(db),
      reset: () => truncate(db, ['footer_links']),
      close: () => db.close(),
    };
  });

const failing: SqlExecutor = {
  exec: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
};

describe(PostgresFooterLinkRepository, () => {
  const repository = new PostgresFooterLinkRepository(failing);
  const id = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

  it.each([
    ['listEnabled', () => repository.listEnabled(), ERROR_MESSAGES.footerFetchFailed],
    ['list', () => repository.list(normalizeFooterLinkQuery()), ERROR_MESSAGES.footerFetchFailed],
    [
      'create',
      () => repository.create({ enabled: true, column: 1, link_text: 'A', link_url: '/a', sort_order: 1 }),
      ERROR_MESSAGES.footerLinkCreateFailed,
    ],
    ['update', () => repository.update(id, { enabled: false }), ERROR_MESSAGES.footerLinkUpdateFailed],
    ['delete', () => repository.delete(id), ERROR_MESSAGES.footerLinkDeleteFailed],
  ] as const)(
    'turns a driver failure in %s into DataUnavailableError with the catalogue message',
    async (_name, call, message) => {
      const error = await call().then(
        () => undefined,
        (rejection: unknown) => rejection,
      );

      expect(error).toBeInstanceOf(DataUnavailableError);
      expect(error).toMatchObject({ message, code: 'unavailable' });
      expect((error as Error).cause).toBeInstanceOf(Error);
    },
  );
});

describe(footerLinkListSql, () => {
  it('breaks ties by id in both orders', () => {
    expect(footerLinkListSql('sort_order')).toContain('link.sort_order asc nulls last, link.id asc');
    expect(footerLinkListSql('column')).toContain('link."column" asc, link.sort_order asc nulls last, link.id asc');
  });
});
