import { useId, useState, type ReactNode } from 'react';
import ui from './search-ui.module.css';

interface CommittedTextInputProps {
  readonly label: string;
  readonly placeholder?: string;
  /** An icon inside the box, before the text. */
  readonly leftSection?: ReactNode;
  readonly inputMode?: 'numeric';
  readonly maxLength?: number;
  readonly value: string;
  readonly onCommit: (value: string) => void;
}

/**
 * A text input that applies its value when the visitor presses Enter or leaves the field, not
 * on every keystroke (each change is a new search in the address). Drawn like Mantine's
 * TextInput (size sm) with plain elements.
 */
export function CommittedTextInput({
  label,
  placeholder,
  leftSection,
  inputMode,
  maxLength,
  value,
  onCommit,
}: CommittedTextInputProps) {
  const id = useId();
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
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={ui.control} data-with-left-section={leftSection === undefined ? undefined : true}>
        {leftSection !== undefined && (
          <div className={ui.section} data-position="left">
            {leftSection}
          </div>
        )}
        <input
          className={ui.input}
          placeholder={placeholder}
          inputMode={inputMode}
          maxLength={maxLength}
          id={id}
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
      </div>
    </div>
  );
}
