import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageRecord } from '@app/domain';
import { AdminApiContext, type AdminApi } from '../kit/admin-http.ts';
import { RichTextField } from './rich-text-field.tsx';

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

function Harness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Body"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function renderField(initial: string) {
  const get = vi.fn(async (path: string) =>
    path.endsWith(ID) ? PIER : { items: [PIER], total: 1, page: 1, perPage: 12 },
  ) as AdminApi['get'];
  const api: AdminApi = { get, post: vi.fn(), put: vi.fn(), del: vi.fn(), upload: vi.fn() };
  const onChange = vi.fn();
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Harness initial={initial} onChange={onChange} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  render(
    <MantineProvider>
      <AdminApiContext.Provider value={api}>
        <RouterProvider router={router} />
      </AdminApiContext.Provider>
    </MantineProvider>,
  );
  return { onChange, get };
}

afterEach(cleanup);

describe('pictures in the rich-text field', () => {
  it('inserts a library picture with its alt text as edited and the size chosen', async () => {
    const { onChange } = await renderField('<p>Pier</p>');
    await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose pier.png' }));
    const alt = await screen.findByRole('textbox', { name: 'Alt text' });
    expect((alt as HTMLTextAreaElement).value).toBe('Naples Pier at sunset');
    fireEvent.change(alt, { target: { value: 'The pier at dusk' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Half width (360 × 270)' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Insert "pier.png"' })).getByRole('button', { name: 'Insert picture' }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          `<img src="/media/images/${ID}/700.webp" alt="The pier at dusk" width="360" height="270">`,
        ),
      ),
    );
  });

  it('marks a picture inserted with the library description as following it (data-alt="library")', async () => {
    const { onChange } = await renderField('<p>Pier</p>');
    await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose pier.png' }));
    await screen.findByRole('textbox', { name: 'Alt text' });
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Insert "pier.png"' })).getByRole('button', { name: 'Insert picture' }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/<img [^>]*alt="Naples Pier at sunset"[^>]*data-alt="library"/),
      ),
    );
  });

  it('refuses to insert a picture without alt text, keeping the dialog open', async () => {
    const { onChange } = await renderField('<p>Pier</p>');
    await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose pier.png' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Alt text' }), { target: { value: '  ' } });
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Insert "pier.png"' })).getByRole('button', { name: 'Insert picture' }),
    );
    expect(await screen.findByText('Alt text is required: describe what the picture shows')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('edits the alt text and size of the selected picture, and removes it', async () => {
    const body = `<p><img src="/media/images/${ID}/700.webp" alt="Naples Pier" width="700" height="525"></p>`;
    const { onChange, get } = await renderField(body);
    const area = await screen.findByRole('textbox', { name: 'Body' });
    const edit = screen.getByRole('button', { name: 'Edit picture' });
    expect(edit.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(area.querySelector('img')).not.toBeNull());
    // A click selects the picture in a browser; happy-dom has no layout to click on, so the picture is selected as
    // ProseMirror does it (the editing area carries its editor).
    act(() => {
      (area as unknown as { editor: Editor }).editor.commands.setNodeSelection(1);
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit picture' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit picture' }));
    const alt = await screen.findByRole('textbox', { name: 'Alt text' });
    expect(get).toHaveBeenCalledWith(`/api/admin/images/${ID}`);
    // 700 pixels wide is both full width and the original size of this picture: the first is chosen.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Full width (700 × 525)' }).checked).toBe(true);
    fireEvent.change(alt, { target: { value: 'Naples Pier at noon' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Half width (360 × 270)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        `<p><img src="/media/images/${ID}/700.webp" alt="Naples Pier at noon" width="360" height="270"></p>`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit picture' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit picture' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Edit picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});
