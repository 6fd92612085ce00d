import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConflictError, DataUnavailableError, NotFoundError, ValidationError } from '../errors/domain-error.ts';
import { applyToEach } from './bulk-outcome.ts';

describe(applyToEach, () => {
  it('keeps a refusal the domain explains as that id’s failure and goes on with the others', async () => {
    const outcome = await applyToEach(['a', 'b', 'c', 'd'], async (id) => {
      if (id === 'b') throw new ConflictError('Someone else saved this banner');
      if (id === 'c') throw new NotFoundError('No banner has this id');
      if (id === 'd') throw new ValidationError([{ field: 'title', message: 'is required' }]);
    });
    expect(outcome).toEqual({
      succeeded: ['a'],
      failed: [
        { id: 'b', reason: 'Someone else saved this banner' },
        { id: 'c', reason: 'No banner has this id' },
        { id: 'd', reason: 'title is required' },
      ],
    });
  });

  it('stops at a failure it cannot explain (the database down, a bug) and throws it', async () => {
    const done: string[] = [];
    const down = new DataUnavailableError('The database is down');
    await expect(
      applyToEach(['a', 'b', 'c'], async (id) => {
        if (id === 'b') throw down;
        done.push(id);
      }),
    ).rejects.toBe(down);
    await expect(applyToEach(['a'], async () => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
    expect(done).toEqual(['a']);
  });

  it('answers every id once, in order, as succeeded or failed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 30 }),
        fc.func(fc.boolean()),
        async (ids, fails) => {
          const outcome = await applyToEach(ids, async (id) => {
            if (fails(id)) throw new NotFoundError(`no ${id}`);
          });
          expect(outcome.succeeded).toEqual(ids.filter((id) => !fails(id)));
          expect(outcome.failed.map((failure) => failure.id)).toEqual(ids.filter((id) => fails(id)));
        },
      ),
    );
  });
});
