import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(resolve(SRC, path), 'utf8');

/** The stylesheets a module imports (`import x from './y.module.css'`), as paths from src/. */
function stylesheets(path: string): string[] {
  return [...read(path).matchAll(/from '([^']+\.css)';/g)].map(([, file]) =>
    resolve(SRC, dirname(path), file ?? '')
      .slice(SRC.length + 1)
      .replaceAll('\\', '/'),
  );
}

describe('the lazily loaded screens', () => {
  const screens = read('routes/lazy-screens.ts');
  const shellStylesheets = [...screens.matchAll(/import '\.\.\/([^']+\.css)';/g)].map(([, path]) => path);
  const screenModules = [...screens.matchAll(/import\('\.\.\/([^']+)'\)/g)].map(([, path]) => path ?? '');

  it.each(screenModules)('%s draws no Mantine component, so the shell needs no Mantine stylesheet for it', (path) => {
    expect(read(path)).not.toContain("from '@mantine/core'");
    expect(screens).not.toContain('virtual:mantine-styles');
  });

  it.each(screenModules)('%s: the shell carries every stylesheet it draws with', (path) => {
    const needed = stylesheets(path);
    if (read(path).includes('<PageHero')) needed.push('features/chrome/page-hero.module.css');
    if (/<(PlainButton|ButtonLink|ButtonAnchor)\b/.test(read(path))) needed.push('ui/button.module.css');
    expect(needed.length).toBeGreaterThan(0);
    expect(shellStylesheets).toEqual(expect.arrayContaining(needed));
  });
});
