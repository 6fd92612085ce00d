import { z } from '@hono/zod-openapi';
import { sortableContentFields, type ContentCollection, type ContentEntity, type ContentFieldSpec } from '@app/domain';
import { queryPage } from './admin-schemas.ts';

/** The largest page an admin content list answers. */
const ADMIN_CONTENT_MAX_PER_PAGE = 100;
/** The page size of an admin content list when none is asked for. */
export const ADMIN_CONTENT_PER_PAGE = 10;

/** The shape of a `json` field (a picture, profile links, highlights), checked before the domain rules run. */
export type JsonShapes = Readonly<Record<string, z.ZodType>>;

/** The `{id}` of a record's path: a UUID. */
export const contentIdParams = z.object({
  id: z
    .string()
    .uuid('must be an id (UUID)')
    .openapi({ param: { name: 'id', in: 'path' } }),
});

/** A picture: its address and alt text, whether this use keeps its own alt text, and its focal point (ADR 0045). */
export const pictureShape = z.object({
  url: z.string(),
  alt: z.string(),
  altOverride: z.boolean().optional(),
  focus: z.object({ x: z.number(), y: z.number() }).optional(),
});

function fieldSchema(name: string, spec: ContentFieldSpec, shapes: JsonShapes): z.ZodType {
  const base = ((): z.ZodType => {
    switch (spec.kind) {
      case 'integer':
      case 'number':
        return z.number();
      case 'boolean':
        return z.boolean();
      case 'text[]':
        return z.array(z.string());
      case 'json': {
        const shape = shapes[name];
        if (shape === undefined) throw new Error(`No JSON shape for the field ${name}`);
        return shape;
      }
      default:
        return z.string();
    }
  })();
  return spec.nullable === true ? base.nullable() : base;
}

/** The version of the record an edit started from: a save based on an older one is refused with 409. */
export const baseVersionSchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(2_147_483_647, 'must be a version number')
  .openapi({
    description: 'The version the edit started from; 409 with the current record when it is not the stored one',
  });

/** The body of a restore of a kept version: the version the History panel showed as current. */
export const restoreBodySchema = z.strictObject({ baseVersion: baseVersionSchema }).openapi('RestoreVersion');

/** The `{id}` and `{version}` of a kept version's path. */
export const versionParams = z.object({
  id: z
    .string()
    .uuid('must be an id (UUID)')
    .openapi({ param: { name: 'id', in: 'path' } }),
  version: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(2_147_483_647, 'must be a version number')
    .openapi({ param: { name: 'version', in: 'path' } }),
});

/**
 * The body of a create (every field) or an update (any fields) of a collection, built from its
 * descriptor: only the types are checked here (the domain's rules give each field its message),
 * unknown fields are refused.
 */
export function contentFieldsSchema<T extends ContentEntity>(
  collection: ContentCollection<T>,
  shapes: JsonShapes,
  name: string,
) {
  const specs = collection.fields as Readonly<Record<string, ContentFieldSpec>>;
  const shape = Object.fromEntries(
    Object.entries(specs).map(([field, spec]) => [field, fieldSchema(field, spec, shapes)]),
  );
  return {
    create: z.strictObject(shape).openapi(`${name}Fields`),
    update: z
      .strictObject({ ...shape, baseVersion: baseVersionSchema })
      .partial()
      .openapi(`${name}Patch`),
  };
}

function filterSchema(spec: ContentFieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'boolean':
      return z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional();
    case 'integer':
    case 'number':
      return z.coerce.number({ error: 'must be a number' }).optional();
    case 'uuid':
      return z.string().uuid('must be an id (UUID)').optional();
    default:
      return z.string().trim().min(1).max(200, 'must be at most 200 characters').optional();
  }
}

/**
 * The query of an admin list: `search`, `sort` (a field that holds one value), `direction`,
 * `page`, `perPage` (at most 100), and one filter per named field: equal for a value, "contains"
 * for a list field (`languages=Spanish`).
 */
export function contentListQuerySchema<T extends ContentEntity>(
  collection: ContentCollection<T>,
  filters: readonly string[],
) {
  const specs = collection.fields as Readonly<Record<string, ContentFieldSpec>>;
  const sortable = sortableContentFields(collection) as string[] as [string, ...string[]];
  return z.strictObject({
    search: z.string().max(200, 'must be at most 200 characters').optional(),
    sort: z.enum(sortable, { error: `must be one of ${sortable.join(', ')}` }).optional(),
    direction: z.enum(['asc', 'desc']).optional(),
    page: queryPage,
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .max(ADMIN_CONTENT_MAX_PER_PAGE, `must be at most ${ADMIN_CONTENT_MAX_PER_PAGE}`)
      .optional(),
    ...Object.fromEntries(filters.map((field) => [field, filterSchema(specs[field] ?? { kind: 'text' })])),
  });
}
