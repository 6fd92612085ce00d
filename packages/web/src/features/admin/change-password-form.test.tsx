import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '@app/domain';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm(change: (password: string, current: string) => Promise<unknown>) {
  const onDone = vi.fn();
  render(
    <MantineProvider>
      <ChangePasswordForm email="maria@palmetto.example" change={change} onDone={onDone} />
    </MantineProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  return { onDone, type, submit };
}

afterEach(cleanup);

describe(ChangePasswordForm, () => {
  it('asks for the current password before sending anything', () => {
    const change = vi.fn();
    const form = renderForm(change);
    form.type('New password', 'Sanibel-Sunset-77');
    form.submit();
    expect(screen.getByText('Enter your current password to choose a new one.')).toBeDefined();
    expect(change).not.toHaveBeenCalled();
  });

  it("shows the server's word on a wrong current password beside that field", async () => {
    const change = vi.fn(async () => {
      throw new AuthError(
        'current_password_invalid',
        'Your current password is not right, so the password was not changed.',
      );
    });
    const form = renderForm(change);
    form.type('Current password', 'Wrong-Pass-2026');
    form.type('New password', 'Sanibel-Sunset-77');
    form.submit();
    expect(
      await screen.findByText('Your current password is not right, so the password was not changed.'),
    ).toBeDefined();
    expect(change).toHaveBeenCalledWith('Sanibel-Sunset-77', 'Wrong-Pass-2026');
  });

  it('says the other browsers were signed out once the password is changed', async () => {
    const form = renderForm(async () => undefined);
    form.type('Current password', 'Gulf-Shore-2026');
    form.type('New password', 'Sanibel-Sunset-77');
    form.submit();
    expect(await screen.findByText(/Every other browser signed in as you has been signed out/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(form.onDone).toHaveBeenCalled();
  });
});
