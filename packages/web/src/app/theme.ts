import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';

/** Deep Gulf navy; shade 8 (#0B3C5D) is the primary and the solid top bar. */
const brand: MantineColorsTuple = [
  '#e9f1f7',
  '#d0e1ed',
  '#a3c3db',
  '#72a2c7',
  '#4a86b6',
  '#2f72a8',
  '#1d6496',
  '#13507a',
  '#0b3c5d',
  '#072b43',
];

/** Coral accent; shade 7 keeps white text above 4.5:1. */
const coral: MantineColorsTuple = [
  '#fdeeea',
  '#f9d8cf',
  '#f2b1a1',
  '#ea8870',
  '#e0674e',
  '#d5553b',
  '#c24a31',
  '#a63e28',
  '#8c3321',
  '#70281a',
];

/** Sand neutrals for section backgrounds. */
const sand: MantineColorsTuple = [
  '#fbf8f3',
  '#f4ede1',
  '#e9dcc6',
  '#dccaa9',
  '#cdb78c',
  '#bfa574',
  '#a88d5c',
  '#8a7249',
  '#6b5838',
  '#4d3f28',
];

export const BRAND_NAVY = brand[8];

/** The site's Mantine theme: navy primary (WCAG AA with white text), serif headings. */
const namedCloseButton: MantineThemeComponent = { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } };

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand, coral, sand },
  black: '#1b2530',
  // Body text in the phone's or computer's own interface font: no font file on the critical path
  // (see docs/adr/0015-system-font-for-body-text.md). Headings keep the brand's serif.
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily: "'Playfair Display Variable', 'Playfair Display Fallback', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // The close buttons of dialogs and drawers are icons: give them a name screen readers announce.
    // Plain objects, not `Modal.extend(…)`: naming the components here would put their code in
    // every page's first load.
    Modal: namedCloseButton,
    Drawer: namedCloseButton,
  },
});

/**
 * Mantine's default dimmed grey (#868e96, 3.3:1) and error red (#fa5252, 3.3:1) fail WCAG AA on
 * white; these pass (5.9:1 and 5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6670', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
