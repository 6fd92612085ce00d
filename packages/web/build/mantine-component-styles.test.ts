import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  componentStyleName,
  layerName,
  stylesheetOrder,
  withoutDarkSchemeVariables,
} from './mantine-component-styles.ts';

describe(componentStyleName, () => {
  it("names a Mantine class-name module's stylesheet", () => {
    expect(componentStyleName('/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')).toBe(
      'Button.css',
    );
    expect(componentStyleName('/x/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs')).toBe(
      'InlineInput.css',
    );
  });

  it('leaves component code, other packages and the app alone', () => {
    expect(componentStyleName('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
    expect(componentStyleName('/x/node_modules/@mantine/charts/esm/BarChart/BarChart.module.mjs')).toBeNull();
    expect(componentStyleName('/repo/packages/web/src/features/chrome/top-bar.module.css')).toBeNull();
  });
});

describe(stylesheetOrder, () => {
  it("orders the stylesheets as Mantine's whole stylesheet has them, whatever order they are listed in", () => {
    const files = new Map([
      ['Button.css', '.b{background:red}\n.b2{}'],
      ['UnstyledButton.css', '.u{background:transparent}'],
      ['baseline.css', 'html{box-sizing:border-box}'],
    ]);
    const whole = 'html{box-sizing:border-box}\n.u{background:transparent}\n.b{background:red}\n.b2{}';
    expect(stylesheetOrder(whole, files)).toEqual(['baseline.css', 'UnstyledButton.css', 'Button.css']);
  });

  it('gives each stylesheet a sub-layer of mantine', () => {
    expect(layerName('Button.css')).toBe('mantine.Button');
    expect(layerName('default-css-variables.css')).toBe('mantine.default-css-variables');
  });
});

describe(withoutDarkSchemeVariables, () => {
  it("drops the dark scheme's rules and keeps every other rule as written", () => {
    const css = [
      '/* generated */\n:root,\n:host {\n  --a: 1;\n}',
      ":root[data-mantine-color-scheme='dark'],\n:host([data-mantine-color-scheme='dark']) {\n  --b: #000;\n}",
      ":root[data-mantine-color-scheme='light'],\n:host([data-mantine-color-scheme='light']) {\n  --b: #fff;\n}",
    ].join('\n\n');
    expect(withoutDarkSchemeVariables(css)).toBe(
      [
        '/* generated */\n:root,\n:host {\n  --a: 1;\n}',
        ":root[data-mantine-color-scheme='light'],\n:host([data-mantine-color-scheme='light']) {\n  --b: #fff;\n}",
      ].join('\n\n'),
    );
  });

  it("leaves Mantine's own variables file with no dark rule and every other variable as it was", () => {
    const file = createRequire(import.meta.url).resolve('@mantine/core/styles/default-css-variables.css');
    const css = readFileSync(file, 'utf8');
    const declarations = (text: string) => text.match(/--[\w-]+:[^;]*;/g) ?? [];
    const kept = withoutDarkSchemeVariables(css);
    expect(kept).not.toContain("'dark'");
    const darkRule = /[^{}]*'dark'[^{}]*\{[^{}]*\}/.exec(css)?.[0] ?? '';
    expect(darkRule).not.toBe('');
    expect(declarations(kept)).toEqual(declarations(css.replace(darkRule, '')));
    expect(kept.length).toBeLessThan(css.length - 7000);
  });
});
