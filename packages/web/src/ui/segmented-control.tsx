import { useId } from 'react';
import classes from './segmented-control.module.css';

/**
 * A choice of a few options drawn like Mantine's SegmentedControl: a radio group of native radio buttons, so the
 * arrow keys move the choice and each option is named by its label. Named by `aria-label` or `aria-labelledby`.
 */
export function SegmentedControl<V extends string>({
  value,
  onChange,
  data,
  fullWidth = false,
  size = 'sm',
  color,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: {
  value: V;
  onChange: (value: V) => void;
  data: readonly { readonly value: V; readonly label: string }[];
  fullWidth?: boolean;
  size?: 'xs' | 'sm';
  /** The chosen option's colour: Mantine's white on grey unless `brand` (the primary navy, white text). */
  color?: 'brand';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const name = useId();
  return (
    <div
      className={classes.root}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      data-full-width={fullWidth || undefined}
      data-size={size}
      data-color={color}
    >
      {data.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div className={classes.control} key={option.value}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              id={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <label className={classes.label} htmlFor={id}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
