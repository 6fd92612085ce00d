import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField } from './field.tsx';
import { formatNumberText, numberOf, stepNumber, typedNumberText } from './number-text.ts';

/**
 * A labelled number box drawn like Mantine's NumberInput (size sm, without its stepper buttons): it shows the value
 * formatted (`$450,000`, `6.5 %`) and, while it has focus, the text as the visitor types it; characters that cannot
 * be part of a number are refused, and ↑ and ↓ add or take away `step`. The value handed up is the number, or the
 * typed text while it is empty or not a number, for the form's rules to explain.
 */
export function NumberField({
  label,
  value,
  onChange,
  prefix = '',
  suffix = '',
  decimals,
  step = 1,
  error,
  placeholder,
}: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  prefix?: string;
  suffix?: string;
  /** How many digits after the point the value may have (none for whole dollars). */
  decimals: number;
  step?: number;
  error?: ReactNode;
  /** Shown while the box is empty (an optional amount's default). */
  placeholder?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = formatNumberText(value, { prefix, suffix, decimals });

  function change(text: string) {
    const typed = typedNumberText(text, decimals);
    if (typed === null) return;
    setDraft(text);
    const number = numberOf(typed);
    onChange(number ?? typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const next = stepNumber(value, event.key === 'ArrowUp' ? step : -step, decimals);
    setDraft(String(next));
    onChange(next);
  }

  return (
    <TextField
      id={id}
      label={label}
      size="sm"
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={draft ?? shown}
      onFocus={() => setDraft(shown)}
      onBlur={() => setDraft(null)}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      error={error}
      placeholder={placeholder}
    />
  );
}
