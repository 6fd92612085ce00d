import type { ValidationIssue } from '../errors/domain-error.ts';
import { normalizeRedirect, redirectIssues } from './redirect-paths.ts';
import type { RedirectFields } from './redirect.ts';

/** The most rows one import takes. */
export const REDIRECT_IMPORT_MAX_ROWS = 5_000;

/** One cell of a CSV row: surrounding spaces dropped, and surrounding double quotes ("" inside is one "). */
function cell(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replaceAll('""', '"')
    : trimmed;
}

/** Whether a first row names its columns (old address, new address) rather than holding a redirect. */
function isHeader(cells: readonly string[]): boolean {
  return !(cells[0] ?? '').startsWith('/');
}

/**
 * Reads a CSV of redirects, two columns (old path, new path), an optional header row first: every row normalized, or
 * every problem named by its line (`line 4`), so an import takes all rows or none. Blank lines are skipped.
 */
export function parseRedirectCsv(text: string): {
  readonly rows: RedirectFields[];
  readonly issues: ValidationIssue[];
} {
  const lines = text.replace(/^\uFEFF/u, '').split(/\r\n|\n|\r/u);
  const rows: RedirectFields[] = [];
  const issues: ValidationIssue[] = [];
  const seen = new Map<string, number>();
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = line.split(',').map(cell);
    const field = `line ${String(index + 1)}`;
    if (rows.length === 0 && issues.length === 0 && isHeader(cells)) return;
    if (cells.length !== 2) {
      issues.push({ field, message: `Expected 2 columns (old address, new address), found ${String(cells.length)}` });
      return;
    }
    const fields = { fromPath: cells[0] ?? '', toPath: cells[1] ?? '' };
    const problems = redirectIssues(fields);
    if (problems.length > 0) {
      issues.push({ field, message: problems.map((problem) => problem.message).join('; ') });
      return;
    }
    const redirect = normalizeRedirect(fields);
    const earlier = seen.get(redirect.fromPath);
    if (earlier !== undefined) {
      issues.push({ field, message: `${redirect.fromPath} is already redirected on line ${String(earlier)}` });
      return;
    }
    seen.set(redirect.fromPath, index + 1);
    rows.push(redirect);
  });
  if (rows.length === 0 && issues.length === 0) issues.push({ field: 'file', message: 'The file holds no redirects' });
  if (rows.length > REDIRECT_IMPORT_MAX_ROWS)
    issues.push({ field: 'file', message: `At most ${String(REDIRECT_IMPORT_MAX_ROWS)} redirects per import` });
  return { rows, issues };
}
