import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv.ts';

/** A strict RFC 4180 reader, to check that what csvDocument writes reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      field += '"';
      index += 2;
      continue;
    }
    if (!quoted && char === '\r' && next === '\n') {
      endField();
      rows.push(row);
      row = [];
      index += 2;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') endField();
    else field += char;
    index += 1;
  }
  return rows;
}

const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

describe(csvField, () => {
  it('writes plain text, numbers and booleans as they are, and null as an empty field', () => {
    expect([csvField('Maria Lopez'), csvField(12), csvField(true), csvField(null)]).toEqual([
      'Maria Lopez',
      '12',
      'true',
      '',
    ]);
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Naples, FL')).toBe('"Naples, FL"');
    expect(csvField('the "blue" house')).toBe('"the ""blue"" house"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
  });

  it('defuses text a spreadsheet would run as a formula with a leading apostrophe', () => {
    for (const text of ['=HYPERLINK("http://evil.example")', '+1 239 555 0101', '-2+3', '@SUM(A1)', '\tcmd'])
      expect(csvField(text).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvField('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe(csvDocument, () => {
  it('ends every line with CRLF, the header first', () => {
    expect(csvDocument(['Name', 'City'], [['Ana', 'Naples, FL']])).toBe('Name,City\r\nAna,"Naples, FL"\r\n');
  });

  it('reads back as the same rows, only formulas changed (an apostrophe before them)', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('=1+1', '+x', '-', '@a', '"', ',', '\r\n', "'=x"));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 6 }), (rows) => {
        const parsed = parseCsv(csvDocument(['a', 'b'], rows));
        expect(parsed[0]).toEqual(['a', 'b']);
        expect(parsed.slice(1)).toEqual(rows.map((row) => row.map(guarded)));
        for (const value of parsed.slice(1).flat()) expect(/^[=+\-@\t\r]/.test(value)).toBe(false);
      }),
    );
  });
});
