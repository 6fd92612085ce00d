import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@app/database';
import {
  AGENTS,
  DataUnavailableError,
  SITE_PAGES,
  normalizeContentQuery,
  type ContentCollection,
  type SitePage,
} from '@app/domain';
import { exampleAgentFields } from '@app/testing';
import { quoteIdentifier } from './content-table.ts';
import { PostgresContentRepository } from './postgres-content-repository.ts';

const failing: SqlExecutor = {
  exec: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
};

describe(PostgresContentRepository, () => {
  const repository = new PostgresContentRepository(failing, AGENTS);
  const id = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

  it.each([
    ['list', () => repository.list(normalizeContentQuery(AGENTS)), 'The agents could not be read'],
    ['findById', () => repository.findById(id), 'The agents could not be read'],
    ['findBySlug', () => repository.findBySlug('maria'), 'The agents could not be read'],
    ['create', () => repository.create(exampleAgentFields()), 'The agents could not be saved'],
    ['update', () => repository.update(id, { name: 'Maria' }), 'The agents could not be saved'],
    ['delete', () => repository.delete(id), 'The agents could not be deleted'],
  ] as const)(
    'turns a driver failure in %s into DataUnavailableError with a safe message',
    async (_name, call, message) => {
      const error = await call().then(
        () => undefined,
        (rejection: unknown) => rejection,
      );
      expect(error).toBeInstanceOf(DataUnavailableError);
      expect(error).toMatchObject({ message });
      expect((error as Error).cause).toBeInstanceOf(Error);
    },
  );

  it('refuses a collection whose name is not a plain identifier before any SQL is written', () => {
    const odd = { ...SITE_PAGES, name: 'site_pages; drop table agents' } as ContentCollection<SitePage>;
    expect(() => new PostgresContentRepository(failing, odd)).toThrow(TypeError);
  });
});

describe(quoteIdentifier, () => {
  it('quotes plain lower-case names and refuses anything else', () => {
    expect(quoteIdentifier('sales_results')).toBe('"sales_results"');
    for (const name of ['Agents', 'a"b', '', '1a', 'a b']) expect(() => quoteIdentifier(name)).toThrow(TypeError);
  });
});
