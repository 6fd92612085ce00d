import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextField } from './rich-text-field.tsx';

function Harness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <RichTextField
        label="Body"
        value={value}
        error="Body is required"
        required
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </MantineProvider>
  );
}

afterEach(cleanup);

describe(RichTextField, () => {
  it('shows the visual editor named by its label, with its error and tools', async () => {
    render(<Harness initial="<h2>Tides</h2><p>Naples Pier at dawn</p>" onChange={vi.fn()} />);
    const area = await screen.findByRole('textbox', { name: 'Body' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toContain('-error');
    expect(area.innerHTML).toContain('<h2>Tides</h2>');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Blockquote' })).toBeTruthy();
  });

  it('opens a body holding a table in the HTML view and keeps it as typed', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<table><tr><td>1</td></tr></table>" onChange={onChange} />);
    expect(screen.getByText(/only the HTML view keeps/u).textContent).toContain('table');
    const source = screen.getByRole('textbox', { name: 'Body' });
    fireEvent.change(source, { target: { value: '<table><tr><td>2</td></tr></table>' } });
    expect(onChange).toHaveBeenLastCalledWith('<table><tr><td>2</td></tr></table>');
  });

  it('opens a body holding a picture in the visual editor, the picture shown', async () => {
    render(
      <Harness
        initial='<p>Pier <img src="/media/images/6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f/640.webp" alt="Naples Pier" width="360" height="270"></p>'
        onChange={vi.fn()}
      />,
    );
    const area = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(area.querySelector('img')?.getAttribute('alt')).toBe('Naples Pier'));
    expect(screen.queryByText(/only the HTML view keeps/u)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Visual' }).hasAttribute('disabled')).toBe(false);
  });

  it('hands the visual editor what was typed in the HTML view', async () => {
    render(<Harness initial="<p>Old</p>" onChange={vi.fn()} />);
    await screen.findByRole('textbox', { name: 'Body' });
    act(() => screen.getByRole('radio', { name: 'HTML' }).click());
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: '<p>New words</p>' } });
    act(() => screen.getByRole('radio', { name: 'Visual' }).click());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' }).innerHTML).toContain('New words'));
  });
});
