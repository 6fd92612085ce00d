import { describe, expect, it } from 'vitest';
import { componentStyleName, layerName, stylesheetOrder } from './mantine-component-styles.ts';

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
