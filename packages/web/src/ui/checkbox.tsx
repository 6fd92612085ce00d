import type { ReactNode } from 'react';
import classes from './checkbox.module.css';

/** Mantine's check mark. */
function CheckIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * A labelled checkbox drawn like Mantine's Checkbox (size sm): a native <input type="checkbox">, its label on the
 * right and, when there is one, the problem under the label (`{id}-error`, which describes the box).
 */
export function Checkbox({
  id,
  label,
  checked,
  onChange,
  value,
  error,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  value?: string;
  error?: ReactNode;
}) {
  const invalid = error !== undefined && error !== null && error !== false;
  return (
    <div className={classes.body}>
      <div className={classes.inner}>
        <input
          className={classes.input}
          id={id}
          type="checkbox"
          value={value}
          checked={checked}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <CheckIcon />
      </div>
      <div className={classes.labelWrapper}>
        <label className={classes.label} htmlFor={id}>
          {label}
        </label>
        {invalid && (
          <p className={classes.error} id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
