import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';
import { ButtonAnchor, ButtonLink, PlainButton } from './button.tsx';
import { SelectField, TextField } from './field.tsx';

afterEach(cleanup);

describe(ButtonLink, () => {
  it('is a link of the app with Mantine Button markup, and navigates in the app', async () => {
    const rootRoute = createRootRoute();
    const home = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => (
        <ButtonLink to="/contact-us" size="lg" variant="outline">
          Contact the team
        </ButtonLink>
      ),
    });
    const contact = createRoute({
      getParentRoute: () => rootRoute,
      path: '/contact-us',
      component: () => <h1>Contact</h1>,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, contact]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    await router.load();
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'Contact the team' });
    expect(link.getAttribute('href')).toBe('/contact-us');
    expect([link.dataset.variant, link.dataset.color, link.dataset.size]).toEqual(['outline', 'brand', 'lg']);
    expect(link.querySelector(':scope > span > span')?.textContent).toBe('Contact the team');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contact-us');
  });
});

describe(ButtonAnchor, () => {
  it('keeps the anchor attributes and defaults to a small filled brand button', () => {
    render(
      <ButtonAnchor href="tel:+12395550142" target="_blank" rel="noopener">
        Call
      </ButtonAnchor>,
    );
    const link = screen.getByRole('link', { name: 'Call' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'tel:+12395550142',
      '_blank',
      'noopener',
    ]);
    expect([link.dataset.variant, link.dataset.color, link.dataset.size]).toEqual(['filled', 'brand', 'sm']);
    expect(link.hasAttribute('data-with-left-section')).toBe(false);
  });
});

describe(PlainButton, () => {
  it('is type="button" unless told otherwise, with its icon in the left section', () => {
    render(
      <>
        <PlainButton>Open</PlainButton>
        <PlainButton type="submit" color="coral" leftSection={<svg aria-hidden="true" />}>
          Search
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('type')).toBe('button');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search.getAttribute('type')).toBe('submit');
    expect(search.dataset.color).toBe('coral');
    expect(search.hasAttribute('data-with-left-section')).toBe(true);
    expect(search.querySelector('[data-position="left"] svg')).not.toBeNull();
  });
});

describe(Alert, () => {
  it('is an alert named by its title and described by its message', () => {
    render(<Alert title="Featured properties are unavailable">Request failed with status 500</Alert>);
    const alert = screen.getByRole('alert');
    const title = document.getElementById(alert.getAttribute('aria-labelledby') ?? '');
    const message = document.getElementById(alert.getAttribute('aria-describedby') ?? '');
    expect(title?.textContent).toBe('Featured properties are unavailable');
    expect(message?.textContent).toBe('Request failed with status 500');
  });
});

describe('fields', () => {
  it('label their controls and keep the names a GET form sends', () => {
    render(
      <form>
        <TextField id="q" name="q" label="Location or MLS #" defaultValue="Naples" />
        <SelectField
          id="type"
          name="type"
          label="Home type"
          options={[
            { value: '', label: 'Any home type' },
            { value: 'Condominium', label: 'Condo' },
          ]}
          defaultValue="Condominium"
        />
      </form>,
    );
    const text = screen.getByLabelText<HTMLInputElement>('Location or MLS #');
    const select = screen.getByLabelText<HTMLSelectElement>('Home type');
    expect([text.name, text.value]).toEqual(['q', 'Naples']);
    expect([select.name, select.value]).toEqual(['type', 'Condominium']);
    expect([...select.options].map((option) => option.textContent)).toEqual(['Any home type', 'Condo']);
    expect(document.getElementById('q-label')?.textContent).toBe('Location or MLS #');
  });
});
