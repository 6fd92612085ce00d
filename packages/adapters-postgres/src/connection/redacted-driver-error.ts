/** The fields of a Postgres error that name where it happened, never what was sent: kept on the redacted error. */
const KEPT_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

/** A quoted part of a message (Postgres quotes the offending value: `invalid input syntax for type uuid: "…"`). */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/** The words Postgres puts before a quoted name of the schema (`relation "contact_submissions"`), not a value. */
const NAME_BEFORE =
  /\b(?:relation|table|column|constraint|index|schema|type|function|sequence|view|trigger|extension|encoding|database|role|operator|domain|collation|cast|statement|portal|savepoint|cursor|parameter)\s*$/i;

/**
 * A message with every quoted value replaced by `"…"`: a quoted part is kept only when it names a
 * part of the schema (`relation "contact_submissions"`, `constraint "…_check"`, `encoding "UTF8"`),
 * which is never what a visitor sent.
 */
export function withoutQuotedValues(message: string): string {
  return message.replace(QUOTED, (quoted, at: number) => (NAME_BEFORE.test(message.slice(0, at)) ? quoted : '"…"'));
}

/**
 * A database driver's error as it may reach a log: the SQLSTATE code and where it happened
 * (routine, table, column, constraint; the parameter's position in `where`), the message with
 * quoted values hidden. Never the statement's parameter values (PGlite attaches them as
 * `params`), the detail (`Key (email)=(…) already exists`) or the statement. Callers that tell
 * errors apart by `code` (a unique violation is 23505) still can.
 */
export class RedactedDriverError extends Error {
  declare readonly code?: string;
  declare readonly severity?: string;
  declare readonly routine?: string;
  declare readonly schema?: string;
  declare readonly table?: string;
  declare readonly column?: string;
  declare readonly dataType?: string;
  declare readonly constraint?: string;
  declare readonly where?: string;

  constructor(error: unknown) {
    super(withoutQuotedValues(error instanceof Error ? error.message : String(error)));
    this.name = 'DatabaseError';
    const source = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
    const kept: Record<string, string> = {};
    for (const field of KEPT_FIELDS) {
      const value = source[field];
      if (typeof value === 'string') kept[field] = value;
    }
    if (typeof source.where === 'string') kept.where = withoutQuotedValues(source.where);
    Object.assign(this, kept);
    // The driver's frames under this message (the driver's own first line would repeat its message unredacted).
    if (error instanceof Error && error.stack !== undefined)
      this.stack = [
        `${this.name}: ${this.message}`,
        ...error.stack.split('\n').filter((line) => /^\s+at /.test(line)),
      ].join('\n');
  }
}

/** Runs a driver call, rethrowing any failure as a RedactedDriverError (see there). */
export async function redactingDriverErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new RedactedDriverError(error);
  }
}
