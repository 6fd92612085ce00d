import { useId } from 'react';
import ui from './search-ui.module.css';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

interface FilterSelectProps {
  /** The visible label; without one, give `aria-label`. */
  readonly label?: string;
  readonly 'aria-label'?: string;
  /** Extra class of the field (its width). */
  readonly className?: string;
  /** What the empty choice says ("Any", "No max"); with none, a choice is always made. */
  readonly anyLabel?: string;
  readonly options: readonly FilterOption[];
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  /** The words for a value from the address that is not one of the options (e.g. `maxPrice=800000`). */
  readonly describe?: (value: string) => string;
}

/**
 * One search filter as the device's own select: a phone opens its native picker, and no
 * dropdown code is loaded. A value that came in the address but is not one of the steps is
 * kept as a choice of its own, so the box shows what the search uses. Drawn like Mantine's
 * NativeSelect (size sm) with plain elements.
 */
export function FilterSelect({
  label,
  'aria-label': ariaLabel,
  className,
  anyLabel,
  options,
  value,
  onChange,
  describe = (raw) => raw,
}: FilterSelectProps) {
  const id = useId();
  const listed = value === null || options.some((option) => option.value === value);
  const data = [
    ...(anyLabel === undefined ? [] : [{ value: '', label: anyLabel }]),
    ...(listed ? [] : [{ value, label: describe(value) }]),
    ...options,
  ];
  return (
    <div className={className === undefined ? ui.field : `${ui.field} ${className}`}>
      {label !== undefined && (
        <label className={ui.label} htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      <div className={ui.control} data-with-right-section>
        <select
          className={ui.input}
          id={id}
          aria-label={ariaLabel}
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className={ui.section} data-position="right">
          <svg className={ui.chevron} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
            <path
              d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
      </div>
    </div>
  );
}
