import { describe, expect, it } from 'vitest';
import { DataUnavailableError, DomainError, NotFoundError, ValidationError } from './domain-error.ts';

describe(ValidationError, () => {
  it('carries every issue, code validation and a message naming each field', () => {
    const error = new ValidationError([
      { field: 'link_text', message: 'Link text is required' },
      { field: 'column', message: 'Column must be a whole number from 1 to 12' },
    ]);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('validation');
    expect(error.name).toBe('ValidationError');
    expect(error.issues).toHaveLength(2);
    expect(error.message).toBe('link_text: Link text is required; column: Column must be a whole number from 1 to 12');
  });
});

describe(NotFoundError, () => {
  it('has code not_found and its own name', () => {
    const error = new NotFoundError('Footer link x not found');
    expect([error.code, error.name, error.message]).toEqual(['not_found', 'NotFoundError', 'Footer link x not found']);
  });
});

describe(DataUnavailableError, () => {
  it('has code unavailable and keeps its cause', () => {
    const cause = new Error('ECONNREFUSED');
    const error = new DataUnavailableError('Failed to fetch footer links', { cause });
    expect([error.code, error.name, error.cause]).toEqual(['unavailable', 'DataUnavailableError', cause]);
  });
});
