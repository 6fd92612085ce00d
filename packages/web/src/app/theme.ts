import { createTheme, type CSSVariablesResolver, type MantineThemeComponent } from '@mantine/core';
import { brand, coral, sand } from './brand-colors.ts';

/**
 * Dialogs and drawers: their close button (an icon) gets a name screen readers announce, and their `<header>` (title
 * and close button) no banner role: browsers counted it a second banner of the page beside the site's header.
 */
const dialogFrame: MantineThemeComponent = {
  defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } },
};

/** The site's Mantine theme: navy primary (WCAG AA with white text), serif headings. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand, coral, sand },
  black: '#1b2530',
  // Body text in the phone's or computer's own interface font: no font file on the critical path
  // (see docs/adr/0015-system-font-for-body-text.md). Headings keep the brand's serif.
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily: "'Playfair Display', 'Playfair Display Fallback', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Dialogs, drawers, menus and notices appear and go without animation for visitors whose system asks for less motion
  // (WCAG 2.3.3). The e2e browser asks for it too, so a spec never clicks a dialog in the middle of its entrance.
  respectReducedMotion: true,
  components: {
    // Plain objects, not `Modal.extend(…)`: naming the components here would put their code in
    // every page's first load.
    Modal: dialogFrame,
    Drawer: dialogFrame,
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
