import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Picture } from '@app/domain';
import { AdminApiContext, type AdminApi } from '../kit/admin-http.ts';
import { focalPointAfterKey } from './focal-point-picker.tsx';
import { PictureUseFields } from './picture-use-fields.tsx';

const ID = '6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const URL = `/media/images/${ID}/700.webp`;

function renderFields(start: Picture) {
  const api: AdminApi = {
    get: vi.fn(async () => ({ id: ID, alt: 'Naples Pier at sunset' })) as AdminApi['get'],
    post: vi.fn(),
    put: vi.fn(),
    del: vi.fn(),
    upload: vi.fn(),
  };
  const seen: Picture[] = [];
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <PictureUseFields
        value={value}
        label="Photo"
        uses={['headshot', 'share']}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <MantineProvider>
      <AdminApiContext.Provider value={api}>
        <Harness />
      </AdminApiContext.Provider>
    </MantineProvider>,
  );
  return { seen };
}

afterEach(cleanup);

describe(PictureUseFields, () => {
  it('shows the library description, and a field of its own only once "Use a different description here" is ticked', async () => {
    const { seen } = renderFields({ url: URL, alt: 'Old words' });
    expect(await screen.findByText('Naples Pier at sunset')).toBeDefined();
    expect(screen.queryByLabelText(/Photo description/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Use a different description here'));
    expect(seen.at(-1)).toEqual({ url: URL, alt: 'Old words', altOverride: true });
    fireEvent.change(screen.getByLabelText(/Photo description/), { target: { value: 'Henry on the pier' } });
    expect(seen.at(-1)).toEqual({ url: URL, alt: 'Henry on the pier', altOverride: true });
    fireEvent.click(screen.getByLabelText('Use a different description here'));
    expect(seen.at(-1)).toEqual({ url: URL, alt: 'Naples Pier at sunset' });
  });

  it('always asks for its own description of a picture from elsewhere', () => {
    renderFields({ url: '/media/demo/portrait/1.svg', alt: 'Amelia' });
    expect(screen.queryByLabelText('Use a different description here')).toBeNull();
    expect(screen.getByLabelText(/Photo description/)).toBeDefined();
  });

  it('moves the focal point with the arrow keys and shows each box it is used in', () => {
    const { seen } = renderFields({ url: '/media/demo/portrait/1.svg', alt: 'Amelia' });
    const picker = screen.getByRole('slider', { name: 'Photo: focal point' });
    fireEvent.keyDown(picker, { key: 'ArrowRight' });
    fireEvent.keyDown(picker, { key: 'ArrowUp', shiftKey: true });
    expect(seen.at(-1)?.focus).toEqual({ x: 0.52, y: 0.4 });
    expect(screen.getByTestId('crop-preview-headshot')).toBeDefined();
    expect(screen.getByTestId('crop-preview-share')).toBeDefined();
  });
});

describe(focalPointAfterKey, () => {
  it('stops at the edges, goes home to the centre and ignores other keys', () => {
    expect(focalPointAfterKey({ x: 0, y: 1 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 1 });
    expect(focalPointAfterKey({ x: 0.95, y: 1 }, 'ArrowRight', true)).toEqual({ x: 1, y: 1 });
    expect(focalPointAfterKey({ x: 0.2, y: 0.3 }, 'Home', false)).toEqual({ x: 0.5, y: 0.5 });
    expect(focalPointAfterKey({ x: 0.2, y: 0.3 }, 'a', false)).toBeNull();
  });
});
