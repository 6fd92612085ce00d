import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

afterEach(cleanup);

describe('the theme’s dialogs and drawers', () => {
  it.each([
    ['a dialog', Modal],
    ['a drawer', Drawer],
  ] as const)('%s has a named close button and no second banner beside the page’s own', (_, Frame) => {
    render(
      <MantineProvider theme={theme}>
        <header>The site’s header</header>
        <Frame opened onClose={() => undefined} title="New footer link" transitionProps={{ duration: 0 }}>
          A form
        </Frame>
      </MantineProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'New footer link' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).queryByRole('banner')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });
});
