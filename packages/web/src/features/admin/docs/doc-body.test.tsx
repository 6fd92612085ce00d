import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DocBody } from './doc-body.tsx';

const HTML =
  '<p><a href="/admin/docs/help/managing-agents#roles">Managing Agents</a> and <a href="https://example.com/">a site</a></p>';

async function renderDocBody() {
  const rootRoute = createRootRoute();
  const docRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/docs/help',
    component: () => <DocBody html={HTML} />,
  });
  const agentsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/docs/help/managing-agents',
    component: () => <h1>Managing Agents</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([docRoute, agentsRoute]),
    history: createMemoryHistory({ initialEntries: ['/admin/docs/help'] }),
  });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findByRole('link', { name: 'Managing Agents' });
  return router;
}

describe(DocBody, () => {
  afterEach(cleanup);

  it('opens a link to another admin page inside the app, keeping its anchor', async () => {
    const router = await renderDocBody();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Managing Agents' }));
    });
    expect(await screen.findByRole('heading', { name: 'Managing Agents' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/docs/help/managing-agents');
    expect(router.state.location.hash).toBe('roles');
  });

  it('leaves other links and modified clicks to the browser', async () => {
    const router = await renderDocBody();
    const external = fireEvent.click(screen.getByRole('link', { name: 'a site' }));
    const newTab = fireEvent.click(screen.getByRole('link', { name: 'Managing Agents' }), { ctrlKey: true });
    expect([external, newTab]).toEqual([true, true]);
    expect(router.state.location.pathname).toBe('/admin/docs/help');
  });
});
