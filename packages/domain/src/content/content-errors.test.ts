import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../errors/domain-error.ts';
import { AGENTS, SALES_RESULTS } from './content-collections.ts';
import { contentFailureMessage, contentNotFoundError, contentSlugTakenError } from './content-errors.ts';

describe(contentFailureMessage, () => {
  it('names the collection as people read it and what failed', () => {
    expect(contentFailureMessage(AGENTS, 'read')).toBe('The agents could not be read');
    expect(contentFailureMessage(SALES_RESULTS, 'save')).toBe('The sales results could not be saved');
    expect(contentFailureMessage(SALES_RESULTS, 'delete')).toBe('The sales results could not be deleted');
  });
});

describe(contentNotFoundError, () => {
  it('is a NotFoundError naming the record', () => {
    const error = contentNotFoundError(AGENTS, '42');
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('Agent 42 not found');
  });
});

describe(contentSlugTakenError, () => {
  it('is a ConflictError naming the slug', () => {
    const error = contentSlugTakenError(AGENTS, 'maria');
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe('Another agent already uses the slug "maria"');
  });
});
