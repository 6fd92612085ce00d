import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import field from './field.module.css';
import classes from './combobox.module.css';

/** One choice of a combobox's list. */
export interface ComboboxOption {
  /** Unique among all options of the list. */
  readonly key: string;
  readonly label: string;
  /** A second line under the label. */
  readonly detail?: string;
  /** Small text at the end of the line (a count). */
  readonly meta?: string;
}

/** Options under a heading. */
export interface ComboboxGroup {
  readonly key: string;
  readonly heading: string;
  readonly options: readonly ComboboxOption[];
}

interface ComboboxProps {
  readonly id: string;
  readonly label: string;
  /** The form field name, so the box still works in a plain GET form before the script runs. */
  readonly name?: string;
  readonly placeholder?: string;
  readonly size?: 'sm' | 'md';
  readonly style?: CSSProperties;
  readonly value: string;
  readonly groups: readonly ComboboxGroup[];
  readonly onValueChange: (value: string) => void;
  /** An option was chosen (Enter on the active option, or a click). */
  readonly onPick: (option: ComboboxOption) => void;
  /** Enter with no active option: the text itself is the answer. */
  readonly onSubmitText?: (text: string) => void;
  /** The box lost focus with the list closed or not (the text may be applied). */
  readonly onBlur?: (text: string) => void;
}

const optionId = (id: string, key: string) => `${id}-option-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * A text box with a list of suggestions, the WAI-ARIA combobox pattern (list autocomplete): the
 * box has role combobox and points at the active option with aria-activedescendant while focus
 * stays in it; Down and Up open the list and move through the options, Enter picks the active
 * option (or submits the text when none is active), Escape closes the list, then clears the box.
 * Plain elements drawn like the site's text fields (field.module.css), no Mantine.
 */
export function Combobox(props: ComboboxProps) {
  const { id, label, name, placeholder, size = 'md', style, value, groups } = props;
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const options = groups.flatMap((group) => group.options);
  const active = options.find((option) => option.key === activeKey) ?? null;
  const expanded = open && options.length > 0;
  const listboxId = `${id}-listbox`;
  const root = useRef<HTMLDivElement>(null);
  // A press, focus or change anywhere else closes the list (a select next to the box may take no focus from it), also
  // while its options are still on their way: a late answer then opens nothing over what the visitor moved on to.
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && root.current?.contains(event.target) !== true) setOpen(false);
    };
    const events = ['pointerdown', 'focusin', 'change'] as const;
    for (const name of events) document.addEventListener(name, closeOutside);
    return () => {
      for (const name of events) document.removeEventListener(name, closeOutside);
    };
  }, [open]);

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    const index = active === null ? (step === 1 ? -1 : 0) : options.indexOf(active);
    const next = options[(index + step + options.length) % options.length];
    setActiveKey(next?.key ?? null);
  };
  const pick = (option: ComboboxOption) => {
    setOpen(false);
    setActiveKey(null);
    props.onPick(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (expanded && active !== null) {
        event.preventDefault();
        pick(active);
      } else if (props.onSubmitText !== undefined) {
        event.preventDefault();
        setOpen(false);
        props.onSubmitText(value);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActiveKey(null);
      } else if (value !== '') {
        event.preventDefault();
        props.onValueChange('');
      }
    }
  };

  return (
    <div ref={root} className={`${field.root} ${classes.root}`} style={style} data-size={size}>
      <label className={field.label} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={field.wrapper}>
        <input
          id={id}
          name={name}
          className={field.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active !== null ? optionId(id, active.key) : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            setOpen(true);
            setActiveKey(null);
            props.onValueChange(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActiveKey(null);
            props.onBlur?.(value);
          }}
        />
      </div>
      <div role="listbox" id={listboxId} aria-label="Suggestions" className={classes.listbox} hidden={!expanded}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
            <div className={classes.heading} id={`${id}-group-${group.key}`} role="presentation">
              {group.heading}
            </div>
            {group.options.map((option) => (
              <div
                key={option.key}
                id={optionId(id, option.key)}
                role="option"
                aria-selected={option.key === activeKey}
                className={classes.option}
                // Keeps focus in the box, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActiveKey(option.key)}
                onClick={() => pick(option)}
              >
                <span className={classes.label}>
                  {option.label}
                  {option.detail !== undefined && <span className={classes.detail}>{option.detail}</span>}
                </span>
                {option.meta !== undefined && <span className={classes.meta}>{option.meta}</span>}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
