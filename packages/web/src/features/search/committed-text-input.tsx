import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A text input that applies its value when the visitor presses Enter or leaves the field, not
 * on every keystroke (each change is a new search in the address).
 */
export function CommittedTextInput({
  value,
  onCommit,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
