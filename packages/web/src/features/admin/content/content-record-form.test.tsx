import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError, type Testimonial } from '@app/domain';
import { TESTIMONIALS_ADMIN } from '../about-us/testimonials-admin.tsx';
import { AdminApiContext, type AdminApi } from '../kit/admin-http.ts';
import { ContentRecordForm } from './content-record-form.tsx';

const SAVED: Testimonial = {
  id: '5f0c1a8e-2d4b-4c1e-9a7b-3e2f1d0c9b8a',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  version: 1,
  authorName: 'Dana K.',
  place: 'Bought in Estero',
  quote: 'Calm, quick and honest.',
  rating: 5,
  agentId: null,
  givenOn: '2026-10-02',
  published: true,
  sortOrder: 100,
};

function renderForm(post: AdminApi['post']) {
  const api: AdminApi = {
    get: vi.fn(async () => ({ items: [], total: 0, page: 1, perPage: 100 })) as AdminApi['get'],
    post,
    put: vi.fn(),
    del: vi.fn(),
    upload: vi.fn(),
  };
  const onSaved = vi.fn();
  render(
    <MantineProvider>
      <AdminApiContext.Provider value={api}>
        <ContentRecordForm
          admin={TESTIMONIALS_ADMIN}
          record={null}
          initial={{ ...TESTIMONIALS_ADMIN.blank(), givenOn: '2026-10-02' }}
          onSaved={onSaved}
        />
      </AdminApiContext.Provider>
    </MantineProvider>,
  );
  return { onSaved };
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));

// happy-dom has no font loading API, which Mantine's autosizing textarea listens to.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
});

afterEach(cleanup);

describe(ContentRecordForm, () => {
  it('checks the fields with the collection rules before sending anything', async () => {
    const post = vi.fn();
    renderForm(post);
    submit();
    expect(await screen.findByText("The author's name is required")).toBeTruthy();
    expect(screen.getByText('Quote is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the fields as the API takes them and hands back the stored record', async () => {
    const post = vi.fn(async () => SAVED) as unknown as AdminApi['post'];
    const { onSaved } = renderForm(post);
    fill(/Author's name/, 'Dana K.');
    fill(/^Quote/, 'Calm, quick and honest.');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/testimonials',
      expect.objectContaining({
        authorName: 'Dana K.',
        rating: 5,
        agentId: null,
        sortOrder: 100,
        givenOn: '2026-10-02',
      }),
    );
  });

  it('puts the server’s messages next to their fields and keeps what was typed', async () => {
    const post = vi.fn(async () => {
      throw new ValidationError([{ field: 'quote', message: 'Quote is too kind to be true' }]);
    }) as unknown as AdminApi['post'];
    renderForm(post);
    fill(/Author's name/, 'Dana K.');
    fill(/^Quote/, 'Best team ever.');
    submit();
    expect(await screen.findByText('Quote is too kind to be true')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Quote/).value).toBe('Best team ever.');
  });
});
