import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The stylesheet the app imports to get the theme's CSS variables. */
export const THEME_VARIABLES_ID = 'virtual:theme-variables.css';

/**
 * Serves `virtual:theme-variables.css`: the Mantine theme's CSS variables (those that differ from Mantine's own
 * stylesheet), computed once at build time by `css`. The shell imports it, so every page gets the variables in its
 * inlined CSS without running Mantine's theme code in the browser or at each server render.
 */
export function themeVariables(css: () => string): Plugin {
  let file = '';
  return {
    name: 'theme-variables',
    enforce: 'pre',
    configResolved(config) {
      const dir = join(config.root, 'node_modules', '.cache', 'theme-variables');
      mkdirSync(dir, { recursive: true });
      file = join(dir, 'theme-variables.css');
      writeFileSync(file, `${css()}\n`);
    },
    resolveId(source) {
      return source === THEME_VARIABLES_ID ? file : null;
    },
  };
}
