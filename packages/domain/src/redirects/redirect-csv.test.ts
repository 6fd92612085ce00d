import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRedirectCsv } from './redirect-csv.ts';

describe(parseRedirectCsv, () => {
  it('reads rows after an optional header, normalizing each path', () => {
    expect(parseRedirectCsv('old,new\r\n/blog/a/,/resources/buying/a\n\n"/x","/y"\n')).toEqual({
      rows: [
        { fromPath: '/blog/a', toPath: '/resources/buying/a' },
        { fromPath: '/x', toPath: '/y' },
      ],
      issues: [],
    });
  });

  it('names every bad line, so nothing is half imported', () => {
    const { issues } = parseRedirectCsv('/a,/b\nnot-a-path,/c\n/d\n/a,/e\n/f,/f');
    expect(issues).toEqual([
      { field: 'line 2', message: expect.stringContaining('starting with /') },
      { field: 'line 3', message: 'Expected 2 columns (old address, new address), found 1' },
      { field: 'line 4', message: '/a is already redirected on line 1' },
      { field: 'line 5', message: 'The new address must differ from the old one' },
    ]);
  });

  it('refuses an empty file', () => {
    expect(parseRedirectCsv('from,to\n').issues).toEqual([{ field: 'file', message: 'The file holds no redirects' }]);
  });

  it('property: every line that starts with / becomes one row or one named issue, never both, never a throw', () => {
    const segment = fc.stringMatching(/^[a-z0-9 ?#/.-]{0,8}$/u);
    fc.assert(
      fc.property(fc.array(fc.tuple(segment, segment), { minLength: 1, maxLength: 20 }), (pairs) => {
        const text = pairs.map(([from, to]) => `/${from},/${to}`).join('\n');
        const { rows, issues } = parseRedirectCsv(text);
        const lineIssues = issues.filter((issue) => issue.field.startsWith('line '));
        expect(rows.length + lineIssues.length).toBe(pairs.length);
        expect(new Set(lineIssues.map((issue) => issue.field)).size).toBe(lineIssues.length);
        for (const row of rows) expect(row.fromPath).not.toBe(row.toPath);
      }),
    );
  });
});
