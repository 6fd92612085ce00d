import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { PictureImage } from './picture-image.tsx';
import { ButtonAnchor, ButtonLink, PlainButton } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { SelectField, TextAreaField, TextField } from './field.tsx';
import { IconButton } from './icon-button.tsx';
import { NumberField } from './number-field.tsx';
import { SegmentedControl } from './segmented-control.tsx';

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

  it('while loading is disabled and busy, with a spinner, its icons on both sides kept', () => {
    render(
      <PlainButton type="submit" loading rightSection={<svg aria-hidden="true" />}>
        Send request
      </PlainButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send request' });
    expect([button.disabled, button.getAttribute('aria-busy'), button.dataset.withRightSection]).toEqual([
      true,
      'true',
      'true',
    ]);
    expect(button.querySelector('[data-position="right"] svg')).not.toBeNull();
  });
});

describe(IconButton, () => {
  it('is a button named by its label only', () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Next photo" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Next photo' });
    fireEvent.click(button);
    expect([button.getAttribute('type'), onClick.mock.calls.length]).toEqual(['button', 1]);
  });
});

describe(PictureImage, () => {
  it('shows the picture with its alt text, centred unless it has a focal point', () => {
    render(
      <>
        <PictureImage
          picture={{ url: '/media/images/a/640.webp', alt: 'Amelia on the pier' }}
          width={480}
          height={600}
        />
        <PictureImage picture={{ url: '/b.jpg', alt: 'The beach', focus: { x: 0.25, y: 0.3 } }} loading="lazy" />
      </>,
    );
    const centred = screen.getByRole('img', { name: 'Amelia on the pier' });
    expect(centred.getAttribute('src')).toBe('/media/images/a/640.webp');
    expect(centred.getAttribute('width')).toBe('480');
    expect(centred.style.objectPosition).toBe('50% 50%');
    const placed = screen.getByRole('img', { name: 'The beach' });
    expect(placed.style.objectPosition).toBe('25% 30%');
    expect(placed.getAttribute('loading')).toBe('lazy');
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

  it('without a title is described by its message only, and takes the id and colour given', () => {
    render(
      <Alert id="inquiry-form" tabIndex={-1} color="orange">
        The open houses could not be loaded
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect([alert.id, alert.tabIndex, alert.dataset.color, alert.hasAttribute('aria-labelledby')]).toEqual([
      'inquiry-form',
      -1,
      'orange',
      false,
    ]);
    expect(document.getElementById(alert.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The open houses could not be loaded',
    );
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

describe('a field with a problem', () => {
  it('is invalid and described by the problem; a required one marks its label', () => {
    render(
      <>
        <TextField id="name" label="Name" required error="Please enter your name" value="" onChange={() => {}} />
        <TextAreaField id="message" label="Message" value="Hi" onChange={() => {}} />
      </>,
    );
    const name = screen.getByLabelText('Name', { exact: false });
    expect([name.getAttribute('aria-invalid'), name.getAttribute('aria-describedby')]).toEqual(['true', 'name-error']);
    expect(document.getElementById('name-error')?.textContent).toBe('Please enter your name');
    expect(document.getElementById('name-label')?.querySelector('[aria-hidden="true"]')?.textContent).toBe(' *');
    const message = screen.getByLabelText('Message');
    expect([message.tagName, message.getAttribute('aria-invalid'), message.hasAttribute('aria-describedby')]).toEqual([
      'TEXTAREA',
      'false',
      false,
    ]);
  });
});

describe(Checkbox, () => {
  it('is labelled, reports its state and is described by its problem', () => {
    const onChange = vi.fn();
    render(<Checkbox id="consent" label="I agree" checked={false} onChange={onChange} error="Please agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect([box.getAttribute('aria-invalid'), box.getAttribute('aria-describedby')]).toEqual(['true', 'consent-error']);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe(SegmentedControl, () => {
  it('is a named radio group whose labels choose', () => {
    function Terms() {
      const [term, setTerm] = useState<'30' | '15'>('30');
      return (
        <SegmentedControl
          aria-label="Loan term"
          value={term}
          onChange={setTerm}
          data={[
            { value: '30', label: '30 yr' },
            { value: '15', label: '15 yr' },
          ]}
        />
      );
    }
    render(<Terms />);
    const group = screen.getByRole('radiogroup', { name: 'Loan term' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '30 yr' }).checked).toBe(true);
    fireEvent.click(screen.getByText('15 yr'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '15 yr' }).checked).toBe(true);
    expect(group.querySelectorAll('input[type="radio"]:checked')).toHaveLength(1);
  });
});

describe(NumberField, () => {
  function Price({ onValue }: { onValue: (value: number | string) => void }) {
    const [value, setValue] = useState<number | string>(450000);
    return (
      <NumberField
        label="Home price"
        prefix="$"
        decimals={0}
        step={1000}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it('shows the value formatted, the text as typed while focused, and refuses letters', () => {
    const onValue = vi.fn();
    render(<Price onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Home price');
    expect(input.value).toBe('$450,000');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '5000' } });
    expect([input.value, onValue.mock.lastCall?.[0]]).toEqual(['5000', 5000]);
    fireEvent.change(input, { target: { value: '5000x' } });
    expect([input.value, onValue.mock.calls.length]).toEqual(['5000', 1]);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onValue.mock.lastCall?.[0]).toBe(6000);
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue.mock.lastCall?.[0]).toBe('');
    fireEvent.change(input, { target: { value: '500000' } });
    fireEvent.blur(input);
    expect(input.value).toBe('$500,000');
  });
});
