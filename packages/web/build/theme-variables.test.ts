import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineCssVariables } from '../src/app/mantine-css-variables.ts';
import { THEME_VARIABLES_ID, themeVariables } from './theme-variables.ts';

describe(themeVariables, () => {
  it("serves the theme's CSS variables, computed at build time, as a stylesheet, and nothing else", () => {
    const plugin = themeVariables(mantineCssVariables);
    const root = mkdtempSync(join(tmpdir(), 'theme-variables-'));
    (plugin.configResolved as (config: Pick<ResolvedConfig, 'root'>) => void)({ root });
    const resolve = plugin.resolveId as (source: string) => string | null;
    const file = resolve(THEME_VARIABLES_ID) ?? '';
    expect(file).toMatch(/\.css$/);
    const css = readFileSync(file, 'utf8');
    expect(css.trim()).toBe(mantineCssVariables());
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(resolve('virtual:mantine-styles/Button.css')).toBeNull();
  });
});
