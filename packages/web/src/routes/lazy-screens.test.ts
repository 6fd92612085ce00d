import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(resolve(SRC, path), 'utf8');

/** Mantine components whose own stylesheet is not all they draw with. */
const DRAWN_WITH: Readonly<Record<string, readonly string[]>> = { Button: ['Loader', 'UnstyledButton'] };

/** The Mantine components a module imports from @mantine/core. */
function mantineComponents(source: string): string[] {
  const names = /import \{([^}]*)\} from '@mantine\/core'/.exec(source)?.[1] ?? '';
  return names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]/.test(name));
}

describe('the lazily loaded screens', () => {
  const screens = read('routes/lazy-screens.ts');
  const shellStylesheets = [...screens.matchAll(/import 'virtual:mantine-styles\/(\w+)\.css';/g)].map(
    ([, name]) => name,
  );
  const screenModules = [...screens.matchAll(/import\('\.\.\/([^']+)'\)/g)].map(([, path]) => path ?? '');

  it.each(screenModules)('%s: the shell carries the stylesheet of every Mantine component it draws', (path) => {
    const components = mantineComponents(read(path));
    const needed = components.flatMap((name) => [name, ...(DRAWN_WITH[name] ?? [])]);
    expect(shellStylesheets).toEqual(expect.arrayContaining(needed));
  });

  it('the shell carries the page hero stylesheet they open with', () => {
    const usesHero = screenModules.filter((path) => read(path).includes('<PageHero'));
    expect(usesHero.length).toBeGreaterThan(0);
    expect(screens).toContain("import '../features/chrome/page-hero.module.css';");
  });
});
