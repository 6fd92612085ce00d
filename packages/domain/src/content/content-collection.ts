import type { ContentEntity, ContentFields } from './content-entity.ts';

/**
 * How a field is stored. `number` a decimal (double precision); `json` holds nested objects (pictures, links,
 * highlights); `text[]` a
 * list of words that queries can test for membership; `date` a calendar day (YYYY-MM-DD);
 * `timestamp` an instant (ISO 8601).
 */
export type ContentFieldKind =
  'text' | 'integer' | 'number' | 'boolean' | 'text[]' | 'json' | 'date' | 'timestamp' | 'uuid';

/** One editable field: how it is stored and whether it may be null. */
export interface ContentFieldSpec {
  readonly kind: ContentFieldKind;
  readonly nullable?: boolean;
}

/**
 * When a record is public. `always`: every record. `flag`: a boolean field is true. `published-status`: status is
 * 'published' and the publish instant has passed. `schedule`: a flag is true and the instant lies
 * between optional start and end fields.
 */
export type ContentVisibility<F extends string> =
  | { readonly kind: 'always' }
  | { readonly kind: 'flag'; readonly field: F }
  | { readonly kind: 'published-status'; readonly statusField: F; readonly publishedAtField: F }
  | { readonly kind: 'schedule'; readonly flagField: F; readonly startsAtField: F; readonly endsAtField: F };

/** A field and a direction to order by. */
export interface ContentOrder<F extends string> {
  readonly field: F;
  readonly direction: 'asc' | 'desc';
}

/**
 * A kind of content record and everything an adapter needs to store it generically: the
 * collection name (the table name in snake case), each editable field, the fields a text search
 * looks in, the unique slug field if any, the default order (ties broken by id) and the public
 * visibility rule.
 */
export interface ContentCollection<T extends ContentEntity> {
  readonly name: string;
  /** Singular, for messages: "Agent not found". */
  readonly label: string;
  readonly fields: { readonly [K in ContentFieldName<T>]: ContentFieldSpec };
  readonly searchFields: readonly ContentFieldName<T>[];
  readonly slugField: ContentFieldName<T> | null;
  readonly defaultOrder: readonly ContentOrder<ContentFieldName<T>>[];
  readonly visibility: ContentVisibility<ContentFieldName<T>>;
}

/**
 * The field names of a collection's records that can be queried. Of `ContentEntity` itself, which
 * names no field of its own, any name: `ContentCollection<ContentEntity>` and
 * `ContentEditor<ContentEntity>` are every collection and editor seen without their record type
 * (the admin API serves all seven the same way; their rules check the fields at run time).
 */
export type ContentFieldName<T extends ContentEntity> = [keyof ContentFields<T>] extends [never]
  ? string
  : keyof ContentFields<T> & string;
