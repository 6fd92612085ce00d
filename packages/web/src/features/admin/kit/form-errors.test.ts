import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { ValidationError } from '@app/domain';
import { applyServerIssues, issuesToFormErrors, validateWith } from './form-errors.ts';

describe(issuesToFormErrors, () => {
  it('keeps the first message of each field', () => {
    expect(
      issuesToFormErrors([
        { field: 'name', message: 'first' },
        { field: 'name', message: 'second' },
        { field: 'cover.alt', message: 'alt' },
      ]),
    ).toEqual({ name: 'first', 'cover.alt': 'alt' });
  });

  it('has one entry per field named in the issues', () => {
    const issue = fc.record({ field: fc.constantFrom('a', 'b', 'c.d'), message: fc.string({ minLength: 1 }) });
    fc.assert(
      fc.property(
        fc.array(issue),
        (issues) =>
          Object.keys(issuesToFormErrors(issues)).sort().join() ===
          [...new Set(issues.map((item) => item.field))].sort().join(),
      ),
    );
  });
});

describe(applyServerIssues, () => {
  it("puts a ValidationError's messages on the form and says it did", () => {
    const form = { setErrors: vi.fn() };

    expect(applyServerIssues(form, new ValidationError([{ field: 'slug', message: 'Taken' }]))).toBe(true);
    expect(form.setErrors).toHaveBeenCalledWith({ slug: 'Taken' });
  });

  it('leaves other errors to the caller', () => {
    const form = { setErrors: vi.fn() };

    expect(applyServerIssues(form, new Error('offline'))).toBe(false);
    expect(form.setErrors).not.toHaveBeenCalled();
  });
});

describe(validateWith, () => {
  it('runs a domain validator as a form validator', () => {
    const validate = validateWith((values: { name: string }) =>
      values.name === '' ? [{ field: 'name', message: 'Name is required' }] : [],
    );

    expect(validate({ name: '' })).toEqual({ name: 'Name is required' });
    expect(validate({ name: 'Maria' })).toEqual({});
  });
});
