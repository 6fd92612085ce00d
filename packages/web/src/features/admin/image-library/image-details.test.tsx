import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageRecord } from '@app/domain';
import { AdminApiContext, type AdminApi } from '../kit/admin-http.ts';
import { ImageDetails, imageAddresses } from './image-details.tsx';
import { UploadQueueList } from './upload-queue-list.tsx';
import { UploadZone } from './upload-zone.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

const ID = '6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const TINY: ImageRecord = {
  id: ID,
  fileName: 'tiny.png',
  alt: 'A tiny logo',
  contentType: 'image/png',
  byteSize: 1200,
  width: 320,
  height: 240,
  originalKey: `${ID}/original.png`,
  variants: [{ width: 320, height: 240, key: `${ID}/320.webp`, byteSize: 100 }],
  uploadedBy: 'maria@palmetto.example',
  createdAt: '2026-11-01T15:00:00Z',
  updatedAt: '2026-11-01T15:00:00Z',
};

function apiWith(usages: unknown[]): AdminApi {
  return {
    get: vi.fn(async () => ({ items: usages })) as AdminApi['get'],
    post: vi.fn(),
    put: vi.fn(),
    del: vi.fn(),
    upload: vi.fn(),
  };
}

function withApi(api: AdminApi, children: React.ReactNode) {
  return (
    <MantineProvider>
      <AdminApiContext.Provider value={api}>{children}</AdminApiContext.Provider>
    </MantineProvider>
  );
}

afterEach(cleanup);

describe(imageAddresses, () => {
  it('lists the original first, then every WebP copy, as full addresses', () => {
    expect(imageAddresses(TINY, 'https://palmetto.example')).toEqual([
      { label: 'Original (PNG, 320 × 240)', url: `https://palmetto.example/media/images/${ID}/original.png` },
      { label: 'WebP 320 × 240', url: `https://palmetto.example/media/images/${ID}/320.webp` },
    ]);
  });
});

describe(ImageDetails, () => {
  it('shows the facts, the small-picture warning, where it is used, and copies an address saying so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const usage = { area: 'agents', label: 'Agent', id: 'a1', title: 'Maria Delgado' };
    render(
      withApi(
        apiWith([usage]),
        <ImageDetails image={TINY} onClose={vi.fn()} onEditAlt={vi.fn()} onDeleted={vi.fn()} />,
      ),
    );
    expect(await screen.findByText('320 × 240 px')).toBeDefined();
    expect(screen.getByText('maria@palmetto.example')).toBeDefined();
    expect(screen.getByText('Small picture: 320 × 240 px; it will look blurry on a large screen')).toBeDefined();
    expect(await screen.findByText('Agent “Maria Delgado”')).toBeDefined();
    const copy = screen.getByRole('button', { name: 'Copy address: Original (PNG, 320 × 240)' });
    await act(async () => fireEvent.click(copy));
    await waitFor(() => expect(screen.getByText('Copied: Original (PNG, 320 × 240)')).toBeDefined());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/media/images/${ID}/original.png`);
  });

  it('says to copy by hand, from the field, when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    render(
      withApi(apiWith([]), <ImageDetails image={TINY} onClose={vi.fn()} onEditAlt={vi.fn()} onDeleted={vi.fn()} />),
    );
    const copy = await screen.findByRole('button', { name: 'Copy address: WebP 320 × 240' });
    await act(async () => fireEvent.click(copy));
    expect(
      await screen.findByText('The address could not be copied: select it in the field and copy it by hand'),
    ).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('WebP 320 × 240').value).toContain(`${ID}/320.webp`);
  });
});

function Queue() {
  const queue = useUploadQueue(vi.fn());
  return (
    <>
      <UploadZone onFiles={queue.add} />
      <UploadQueueList queue={queue} />
    </>
  );
}

describe(useUploadQueue, () => {
  it('names what is wrong with each file as soon as it is added, before Upload is pressed', async () => {
    const upload = vi.fn();
    render(withApi({ ...apiWith([]), upload }, <Queue />));
    const notPicture = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' });
    const empty = new File([], 'empty.jpg', { type: 'image/jpeg' });
    const huge = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 41 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Pictures to upload'), { target: { files: [notPicture, empty, huge] } });
    expect(await screen.findByText('"logo.png" is not a JPEG, PNG, WebP, AVIF or GIF image')).toBeDefined();
    expect(await screen.findByText('"empty.jpg" is empty')).toBeDefined();
    expect(await screen.findByText('"huge.jpg" is 41 MB; the limit is 40 MB')).toBeDefined();
    expect(upload).not.toHaveBeenCalled();
  });
});
