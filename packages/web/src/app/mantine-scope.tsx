import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * Mantine's provider (the theme, its global classes) around what draws Mantine components. It is not in the shell:
 * pages drawn with plain elements (home, search, a property) load none of Mantine's code; a page, layout or lazily
 * loaded panel that uses Mantine wraps itself in it (`withMantine`), so the provider comes with that code. The
 * theme's CSS variables are in every page's CSS already (`virtual:theme-variables.css`, imported by the root route).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}

/** The component inside Mantine's provider: `export default withMantine(AboutPage)`. */
export function withMantine<P extends object>(Component: ComponentType<P>): (props: P) => ReactElement {
  function WithMantine(props: P): ReactElement {
    return (
      <MantineScope>
        <Component {...props} />
      </MantineScope>
    );
  }
  WithMantine.displayName = `withMantine(${Component.displayName ?? Component.name})`;
  return WithMantine;
}
