import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleAgentFields, validAgentFieldsArbitrary, validSalesResultFieldsArbitrary } from '@app/testing';
import { AGENTS_ADMIN } from '../agents/agents-admin.tsx';
import { SALES_RESULTS_ADMIN } from '../about-us/sales-results-admin.tsx';
import { TESTIMONIALS_ADMIN } from '../about-us/testimonials-admin.tsx';
import { contentFormIssues, toContentFields, toFormValues } from './content-form-values.ts';

describe(toFormValues, () => {
  it('shows a missing optional text and a number not given yet as empty inputs', () => {
    expect(toFormValues(AGENTS_ADMIN, exampleAgentFields({ mlsMemberId: null })).mlsMemberId).toBe('');
    expect(toFormValues(SALES_RESULTS_ADMIN, SALES_RESULTS_ADMIN.blank()).price).toBe('');
  });

  it('applies a field conversion: a rating is chosen as text', () => {
    expect(toFormValues(TESTIMONIALS_ADMIN, TESTIMONIALS_ADMIN.blank()).rating).toBe('5');
  });
});

describe(toContentFields, () => {
  it('turns inputs back into fields: blanks into null, typed numbers into numbers', () => {
    const values = { ...toFormValues(AGENTS_ADMIN, exampleAgentFields()), mlsMemberId: '', sortOrder: '12' };
    expect(toContentFields(AGENTS_ADMIN, values)).toMatchObject({ mlsMemberId: null, sortOrder: 12 });
  });

  it('gives back exactly the fields a form was filled with', () => {
    fc.assert(
      fc.property(validAgentFieldsArbitrary, (fields) => {
        expect(toContentFields(AGENTS_ADMIN, toFormValues(AGENTS_ADMIN, fields))).toEqual(fields);
      }),
    );
    fc.assert(
      fc.property(validSalesResultFieldsArbitrary, (fields) => {
        expect(toContentFields(SALES_RESULTS_ADMIN, toFormValues(SALES_RESULTS_ADMIN, fields))).toEqual(fields);
      }),
    );
  });
});

describe(contentFormIssues, () => {
  it('finds what the server would refuse, with its messages, before anything is sent', () => {
    const issues = contentFormIssues(
      SALES_RESULTS_ADMIN,
      toFormValues(SALES_RESULTS_ADMIN, SALES_RESULTS_ADMIN.blank()),
    );
    expect(issues.map((issue) => issue.field)).toEqual(['address', 'city', 'price', 'closedOn']);
    expect(contentFormIssues(AGENTS_ADMIN, toFormValues(AGENTS_ADMIN, exampleAgentFields()))).toEqual([]);
  });
});
