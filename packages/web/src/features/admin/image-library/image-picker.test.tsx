import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageRecord } from '@app/domain';
import { AdminApiContext, type AdminApi } from '../kit/admin-http.ts';
import { ImagePicker } from './image-picker.tsx';

const ID = '6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const PIER: ImageRecord = {
  id: ID,
  fileName: 'pier.png',
  alt: 'Naples Pier at sunset',
  contentType: 'image/png',
  byteSize: 1200,
  width: 700,
  height: 525,
  originalKey: `${ID}/original.png`,
  variants: [
    { width: 320, height: 240, key: `${ID}/320.webp`, byteSize: 100 },
    { width: 700, height: 525, key: `${ID}/700.webp`, byteSize: 300 },
  ],
  uploadedBy: 'maria@palmetto.example',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

function renderPicker(upload: AdminApi['upload'] = vi.fn()) {
  const api: AdminApi = {
    get: vi.fn(async () => ({ items: [PIER], total: 1, page: 1, perPage: 12 })) as AdminApi['get'],
    post: vi.fn(),
    put: vi.fn(),
    del: vi.fn(),
    upload,
  };
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <AdminApiContext.Provider value={api}>
        <ImagePicker label="Photo" value={null} onChange={onChange} />
      </AdminApiContext.Provider>
    </MantineProvider>,
  );
  return { onChange, api };
}

afterEach(cleanup);

describe(ImagePicker, () => {
  it('chooses a library picture as its largest variant with its alt text', async () => {
    const { onChange } = renderPicker();
    expect(screen.getByText('No picture chosen')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Choose picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose pier.png' }));
    expect(onChange).toHaveBeenCalledWith({ url: `/media/images/${ID}/700.webp`, alt: 'Naples Pier at sunset' });
  });

  it('refuses a file that is no picture before sending it, saying why', async () => {
    const upload = vi.fn();
    renderPicker(upload);
    fireEvent.click(screen.getByRole('button', { name: 'Choose picture' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Upload new' }));
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Pictures to upload'), { target: { files: [file] } });
    fireEvent.change(await screen.findByLabelText(/Alt text for logo.png/), { target: { value: 'Logo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByText('"logo.png" is not a JPEG, PNG, WebP, AVIF or GIF image')).toBeDefined(),
    );
    expect(upload).not.toHaveBeenCalled();
  });
});
