import { textOf } from '@app/domain';
import type { ContentCollection, ContentEntity, ContentFieldSpec, ContentFields, ValidationIssue } from '@app/domain';
import type { ContentAdmin, ContentFormField, ContentFormValues } from './content-admin.ts';

function specs<T extends ContentEntity>(collection: ContentCollection<T>): Readonly<Record<string, ContentFieldSpec>> {
  return collection.fields;
}

function formFields<T extends ContentEntity>(admin: ContentAdmin<T>): ContentFormField[] {
  return admin.sections.flatMap((section) => section.fields);
}

function getPath(values: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
}

function setPath(values: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...values, [head]: value };
  return { ...values, [head]: setPath((values[head] ?? {}) as Record<string, unknown>, rest.join('.'), value) };
}

/**
 * A record's fields as a form holds them: null (and a number not given yet) becomes an empty input, and a
 * field with a conversion (an instant shown in local time) is converted.
 */
export function toFormValues<T extends ContentEntity>(
  admin: ContentAdmin<T>,
  fields: ContentFields<T>,
): ContentFormValues {
  let values: ContentFormValues = { ...(fields as Record<string, unknown>) };
  for (const [name, spec] of Object.entries(specs(admin.collection))) {
    if (spec.nullable === true && values[name] === null && spec.kind !== 'uuid') values[name] = '';
    if ((spec.kind === 'integer' || spec.kind === 'number') && Number.isNaN(values[name])) values[name] = '';
  }
  for (const field of formFields(admin))
    if (field.convert !== undefined)
      values = setPath(values, field.name, field.convert.toForm(getPath(values, field.name)));
  return values;
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = textOf(value).trim();
  return text === '' ? Number.NaN : Number(text);
}

/**
 * The fields to send from a form's values: conversions undone, numbers as numbers (an empty
 * number input is NaN, which the rules refuse), blank optional texts and references as null.
 */
export function toContentFields<T extends ContentEntity>(
  admin: ContentAdmin<T>,
  values: ContentFormValues,
): ContentFields<T> {
  let fields: ContentFormValues = {};
  for (const [name, spec] of Object.entries(specs(admin.collection))) {
    const value = values[name];
    if (spec.kind === 'integer' || spec.kind === 'number') fields[name] = numberOf(value);
    else if (spec.nullable === true && (value === '' || value === undefined)) fields[name] = null;
    else fields[name] = value;
  }
  for (const field of formFields(admin))
    if (field.convert !== undefined)
      fields = setPath(fields, field.name, field.convert.toField(getPath(values, field.name)));
  return fields as unknown as ContentFields<T>;
}

/** The problems the collection's rules (the server's own) find in a form's values. */
export function contentFormIssues<T extends ContentEntity>(
  admin: ContentAdmin<T>,
  values: ContentFormValues,
): ValidationIssue[] {
  return admin.rules.issues(admin.rules.normalize(toContentFields(admin, values)));
}
