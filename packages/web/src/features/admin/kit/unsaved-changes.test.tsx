import { Button, Drawer, MantineProvider, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  Link,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnsavedChanges } from './unsaved-changes.tsx';

const ASK = 'Discard your changes?';

/** A list page with a drawer form, as the admin's collection pages have. */
function EditorWithDrawer() {
  const [opened, setOpened] = useState(true);
  const [name, setName] = useState('');
  const unsaved = useUnsavedChanges(opened && name !== '');
  const close = unsaved.guard(() => {
    setName('');
    setOpened(false);
  });
  return (
    <>
      <Link to="/search">Elsewhere</Link>
      {unsaved.prompt}
      <Drawer opened={opened} onClose={close} title="Edit" transitionProps={{ duration: 0 }}>
        <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
        <Button onClick={close}>Cancel</Button>
      </Drawer>
    </>
  );
}

async function renderEditor() {
  const rootRoute = createRootRoute();
  const editRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: EditorWithDrawer });
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/search',
    component: () => <h1>Elsewhere</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([editRoute, otherRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findByLabelText('Name');
  return router;
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const asked = () => screen.queryByRole('dialog', { name: ASK });

describe(useUnsavedChanges, () => {
  afterEach(cleanup);

  it('an untouched drawer closes on Esc without a question', async () => {
    await renderEditor();
    escape();
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());
    expect(asked()).toBeNull();
  });

  it('Esc on a changed drawer asks; Esc again answers "keep editing" and leaves the drawer and its typing', async () => {
    await renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria' } });
    escape();
    expect(await screen.findByRole('dialog', { name: ASK })).toBeTruthy();
    escape();
    await waitFor(() => expect(asked()).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Maria');
  });

  it('Cancel on a changed drawer asks; Esc then answers "keep editing"', async () => {
    await renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: ASK })).toBeTruthy();
    escape();
    await waitFor(() => expect(asked()).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Maria');
  });

  it('"Discard changes" closes the drawer', async () => {
    await renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria' } });
    escape();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());
  });

  it('a route change with changes waits for the answer: kept on "Keep editing", gone on "Discard changes"', async () => {
    const router = await renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria' } });
    await act(async () => {
      void router.navigate({ to: '/search' });
      await Promise.resolve();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(asked()).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    await act(async () => {
      void router.navigate({ to: '/search' });
      await Promise.resolve();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });
});
