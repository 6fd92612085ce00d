import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A Mantine core module that holds one component's class names, e.g. `…/Button/Button.module.mjs`. */
const MANTINE_CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/** The stylesheet a Mantine class-name module needs, by file name (`Button.css`); null for any other module. */
export function componentStyleName(moduleId: string): string | null {
  const name = MANTINE_CLASS_MODULE.exec(moduleId)?.[1];
  return name === undefined ? null : `${name}.css`;
}

/**
 * The stylesheets of Mantine in the order its whole `styles.css` has them (each file's first
 * rule found in it): later ones override earlier ones (Button over UnstyledButton).
 */
export function stylesheetOrder(wholeCss: string, files: ReadonlyMap<string, string>): string[] {
  const position = (css: string) => {
    const firstRule = css.slice(0, css.indexOf('}') + 1).trim();
    const at = firstRule === '' ? -1 : wholeCss.indexOf(firstRule);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return [...files.entries()].sort((a, b) => position(a[1]) - position(b[1])).map(([name]) => name);
}

/** The stylesheet of Mantine's CSS variables, for the light and the dark colour scheme. */
const VARIABLES_STYLESHEET = 'default-css-variables.css';

/**
 * Mantine's variables without the dark colour scheme's: the site is always light (`forceColorScheme="light"` and the
 * document's `data-mantine-color-scheme="light"`), so the rules under `[data-mantine-color-scheme='dark']`, 8 KB of the
 * 27 KB file inlined in every page's head, never apply. The file is flat, rules of custom properties only, so a rule
 * is its selector and the braces around its declarations.
 */
export function withoutDarkSchemeVariables(css: string): string {
  return css.replace(/(^|\})([^{}]*data-mantine-color-scheme='dark'[^{}]*)\{[^{}]*\}/g, '$1');
}

/** A sub-layer of `mantine` per stylesheet: `Button.css` is `mantine.Button`. */
export function layerName(file: string): string {
  return `mantine.${file.replace(/\.css$/, '').replace(/[^\w-]/g, '_')}`;
}

/**
 * Loads each Mantine component's CSS with the component instead of the whole 290 KB
 * `@mantine/core/styles.css` on every page: every `X.module.mjs` of @mantine/core (the class
 * names of component X) imports X's stylesheet, so the CSS lands in the chunk that uses the
 * component. Each stylesheet sits in its own sub-layer of `mantine`, and `layer-order.css`
 * (imported first by the app) declares those layers in Mantine's own order, so a component's
 * rules override the ones it builds on whatever order the chunks arrive in; the whole `mantine`
 * layer stays below the app's own CSS.
 */
export function mantineComponentStyles(): Plugin {
  let outDir = '';
  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      const wholeStylesheet = createRequire(join(config.root, 'package.json')).resolve('@mantine/core/styles.css');
      const stylesDir = join(dirname(wholeStylesheet), 'styles');
      const files = new Map(
        readdirSync(stylesDir)
          .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
          .map((file) => [file, readFileSync(join(stylesDir, file), 'utf8')] as const),
      );
      const order = stylesheetOrder(readFileSync(wholeStylesheet, 'utf8'), files);
      outDir = join(config.root, 'node_modules', '.cache', 'mantine-layered-styles');
      mkdirSync(outDir, { recursive: true });
      for (const [file, css] of files) {
        const kept = file === VARIABLES_STYLESHEET ? withoutDarkSchemeVariables(css) : css;
        writeFileSync(join(outDir, file), `@layer ${layerName(file)} {\n${kept}\n}\n`);
      }
      writeFileSync(join(outDir, 'layer-order.css'), `@layer ${order.map(layerName).join(', ')};\n`);
    },
    resolveId(source) {
      const match = /^virtual:mantine-styles\/(.+\.css)$/.exec(source);
      return match?.[1] === undefined ? null : join(outDir, match[1]);
    },
    transform(code, id) {
      const file = componentStyleName(id);
      return file === null ? null : { code: `import 'virtual:mantine-styles/${file}';\n${code}`, map: null };
    },
  };
}
