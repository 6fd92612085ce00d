import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxGroup, type ComboboxOption } from './combobox.tsx';

afterEach(cleanup);

const GROUPS: ComboboxGroup[] = [
  { key: 'city', heading: 'Cities', options: [{ key: 'naples', label: 'Naples', meta: '12 homes' }] },
  {
    key: 'community',
    heading: 'Communities',
    options: [
      { key: 'pelican', label: 'Pelican Bay', meta: '3 homes' },
      { key: 'park', label: 'Naples Park', detail: 'Naples' },
    ],
  },
];

function Harness({
  onPick,
  onSubmitText,
}: {
  onPick: (o: ComboboxOption) => void;
  onSubmitText?: (t: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <Combobox
      id="where"
      label="Location"
      value={value}
      groups={GROUPS}
      onValueChange={setValue}
      onPick={onPick}
      {...(onSubmitText === undefined ? {} : { onSubmitText })}
    />
  );
}

function setup(onSubmitText?: (text: string) => void) {
  const onPick = vi.fn<(option: ComboboxOption) => void>();
  render(<Harness onPick={onPick} {...(onSubmitText === undefined ? {} : { onSubmitText })} />);
  const box = screen.getByRole('combobox', { name: 'Location' });
  fireEvent.change(box, { target: { value: 'nap' } });
  return { box, onPick };
}

describe(Combobox, () => {
  it('is a labelled combobox whose list opens as the visitor types, grouped under headings', () => {
    const { box } = setup();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('group', { name: 'Communities' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Naples12 homes',
      'Pelican Bay3 homes',
      'Naples ParkNaples',
    ]);
  });

  it('moves the active option with Down and Up (wrapping), shown by aria-activedescendant, and picks it on Enter', () => {
    const { box, onPick } = setup();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toBe('Pelican Bay3 homes');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(active()?.textContent).toBe('Naples ParkNaples');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ key: 'park' }));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('submits the text on Enter when no option is active', () => {
    const onSubmitText = vi.fn<(text: string) => void>();
    const { box, onPick } = setup(onSubmitText);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmitText).toHaveBeenCalledWith('nap');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes the list on Escape, then clears the box on a second Escape', () => {
    const { box } = setup();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect((box as HTMLInputElement).value).toBe('nap');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('picks an option clicked with the pointer', () => {
    const { onPick } = setup();
    fireEvent.click(screen.getByRole('option', { name: /Pelican Bay/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ key: 'pelican' }));
  });
});

describe('Combobox and the rest of the page', () => {
  it('opens no list for suggestions that arrive after the visitor changed another field', () => {
    function LateHarness() {
      const [value, setValue] = useState('');
      const [groups, setGroups] = useState<ComboboxGroup[]>([]);
      return (
        <>
          <Combobox
            id="late"
            label="Location"
            value={value}
            groups={groups}
            onValueChange={setValue}
            onPick={vi.fn()}
          />
          <button type="button" onClick={() => setGroups(GROUPS)}>
            answer
          </button>
        </>
      );
    }
    render(<LateHarness />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.change(box, { target: { value: 'naples' } });
    const other = document.body.appendChild(document.createElement('select'));
    fireEvent.change(other);
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    other.remove();
  });

  it('closes its list when the visitor presses elsewhere, or changes another field', () => {
    const { box } = setup();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'naple' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const other = document.body.appendChild(document.createElement('select'));
    fireEvent.change(other);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    other.remove();
  });
});
