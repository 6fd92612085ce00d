/** Characters that make a spreadsheet read a cell as a formula (or a command, on some). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): a text a spreadsheet would run as a formula gets a leading
 * apostrophe (OWASP's CSV-injection guard), and a field holding a comma, quote or line break is
 * quoted with its quotes doubled. Null is the empty field.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A CSV document: the header row, then each row, every line ended by CRLF (RFC 4180). */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
