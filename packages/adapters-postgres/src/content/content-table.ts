import { contentColumnName } from '@app/database';
import type { ContentCollection, ContentEntity, ContentFieldKind } from '@app/domain';

/** One editable column: the domain field, its column name (plain and quoted) and how it is stored. */
export interface ContentColumn {
  readonly field: string;
  readonly name: string;
  readonly column: string;
  readonly kind: ContentFieldKind;
}

const SQL_TYPES: Record<ContentFieldKind, string> = {
  text: 'text',
  integer: 'integer',
  number: 'double precision',
  boolean: 'boolean',
  'text[]': 'text[]',
  json: 'jsonb',
  date: 'date',
  timestamp: 'timestamptz',
  uuid: 'uuid',
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A quoted SQL identifier; only plain lower-case names are accepted (they come from the descriptor, never from a
 * request). */
export function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new TypeError(`Not a plain SQL identifier: ${name}`);
  return `"${name}"`;
}

/** The SQL type a field of this kind is compared as. */
export function sqlType(kind: ContentFieldKind): string {
  return SQL_TYPES[kind];
}

/**
 * A collection's table as SQL sees it: its quoted name, every column, and the select list that
 * gives each value in a driver-independent form (dates as `YYYY-MM-DD` text, lists as JSON).
 */
export class ContentTable<T extends ContentEntity> {
  readonly table: string;
  readonly columns: readonly ContentColumn[];
  private readonly byField: ReadonlyMap<string, ContentColumn>;

  constructor(readonly collection: ContentCollection<T>) {
    this.table = quoteIdentifier(collection.name);
    const specs: Record<string, { kind: ContentFieldKind }> = collection.fields;
    this.columns = Object.entries(specs).map(([field, spec]) => {
      const name = contentColumnName(field);
      return { field, name, column: quoteIdentifier(name), kind: spec.kind };
    });
    this.byField = new Map(this.columns.map((column) => [column.field, column]));
  }

  /** The column of a field; throws for a name the collection does not have. */
  column(field: string): ContentColumn {
    const column = this.byField.get(field);
    if (column === undefined) throw new TypeError(`${this.collection.label} has no field ${field}`);
    return column;
  }

  /** `alias.id, alias.created_at, alias.updated_at, alias.version, ...`, each column readable by any driver. */
  selectList(alias: string): string {
    const editable = this.columns.map(({ column, kind }) => {
      if (kind === 'date') return `to_char(${alias}.${column}, 'YYYY-MM-DD') as ${column}`;
      if (kind === 'text[]') return `to_jsonb(${alias}.${column}) as ${column}`;
      return `${alias}.${column}`;
    });
    return [`${alias}.id`, `${alias}.created_at`, `${alias}.updated_at`, `${alias}.version`, ...editable].join(', ');
  }
}
