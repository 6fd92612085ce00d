import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository root, whether vitest runs from it or from packages/web. */
const ROOT =
  [process.cwd(), resolve(process.cwd(), '../..')].find((dir) => existsSync(resolve(dir, 'docs/test-cases'))) ??
  process.cwd();
const TEST_CASES = resolve(ROOT, 'docs/test-cases');

/** A line of a test-case document naming the Playwright test that runs the case. */
const REFERENCE = /^\*\*Playwright test:\*\* (.+)$/gm;
const CALL = /\btest(\.describe)?\(\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g;

interface SpecTitles {
  readonly describes: readonly RegExp[];
  readonly tests: readonly RegExp[];
}

/** A title as written in the spec file, matching the titles Playwright reports (`${...}` stands for any text). */
function titlePattern(literal: string, quote: string): RegExp {
  const text = literal.replace(/\\(.)/g, '$1');
  const parts = quote === '`' ? text.split(/\$\{[^}]*\}/) : [text];
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')).join('.+')}$`);
}

function specTitles(file: string): SpecTitles {
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  const describes: RegExp[] = [];
  const tests: RegExp[] = [];
  for (const [, isDescribe, quote = '', literal = ''] of source.matchAll(CALL))
    (isDescribe ? describes : tests).push(titlePattern(literal, quote));
  return { describes, tests };
}

/** Every reference of a document: the spec file, the describe titles and the test title, each in backticks. */
function referencesOf(markdown: string): string[][] {
  return [...markdown.matchAll(REFERENCE)].map(([, line = '']) =>
    [...line.matchAll(/`([^`]+)`/g)].map(([, part = '']) => part),
  );
}

/** What is wrong with one reference, or null when the named test exists. */
function problemWith(reference: readonly string[]): string | null {
  const [file = '', ...titles] = reference;
  const test = titles.pop();
  if (!/^e2e\/[\w.-]+\.spec\.ts$/.test(file) || test === undefined)
    return `not of the form \`e2e/<file>.spec.ts\` › \`<describe>\` › \`<test>\`: ${reference.join(' › ')}`;
  if (!existsSync(resolve(ROOT, file))) return `${file} does not exist`;
  const titlesInFile = specTitles(file);
  const missingDescribe = titles.find((title) => !titlesInFile.describes.some((pattern) => pattern.test(title)));
  if (missingDescribe !== undefined) return `${file} has no test.describe('${missingDescribe}')`;
  return titlesInFile.tests.some((pattern) => pattern.test(test)) ? null : `${file} has no test('${test}')`;
}

const documents = readdirSync(TEST_CASES).filter((name) => name.endsWith('.md') && name !== 'README.md');

describe('the test-case documents', () => {
  it.each(documents)('%s names only Playwright tests that exist in e2e/*.spec.ts', (name) => {
    const references = referencesOf(readFileSync(resolve(TEST_CASES, name), 'utf8'));
    expect(references.length).toBeGreaterThan(0);
    expect(references.map(problemWith).filter((problem) => problem !== null)).toEqual([]);
  });
});

describe('the reference check', () => {
  it('reads plain and template titles, and refuses a title that is not in the file', () => {
    expect(problemWith(['e2e/search.spec.ts', 'property search', 'has no accessibility violations'])).toBeNull();
    expect(problemWith(['e2e/search.spec.ts', 'listing lists', '/properties/latest is a real, paged list'])).toBeNull();
    expect(problemWith(['e2e/search.spec.ts', 'property search', 'has no accessibility violations at all'])).toMatch(
      /has no test/,
    );
    expect(problemWith(['e2e/search.spec.ts', 'no such group', 'has no accessibility violations'])).toMatch(
      /has no test.describe/,
    );
    expect(problemWith(['e2e/nothing.spec.ts', 'a test'])).toMatch(/does not exist/);
  });
});
