import {
  DEFAULT_THEME,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

type VariableSet = Record<string, string>;

function withoutDefaults(variables: VariableSet, defaults: VariableSet): VariableSet {
  return Object.fromEntries(Object.entries(variables).filter(([name, value]) => defaults[name] !== value));
}

function computeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge<ConvertCSSVariablesInput>(
    defaultCssVariablesResolver(merged),
    cssVariablesResolver(merged),
  );
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed: ConvertCSSVariablesInput = {
    variables: withoutDefaults(variables.variables, defaults.variables),
    light: withoutDefaults(variables.light, defaults.light),
    dark: {},
  };
  return convertCssVariables(changed, ':root');
}

let css: string | undefined;

/**
 * The theme's CSS variables (only those that differ from Mantine's stylesheet), computed once
 * per process. MantineProvider would otherwise recompute them on every server render.
 */
export function mantineCssVariables(): string {
  css ??= computeCss();
  return css;
}
