import { NativeSelect, type NativeSelectProps } from '@mantine/core';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

interface FilterSelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
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
 * kept as a choice of its own, so the box shows what the search uses.
 */
export function FilterSelect({
  anyLabel,
  options,
  value,
  onChange,
  describe = (raw) => raw,
  ...props
}: FilterSelectProps) {
  const listed = value === null || options.some((option) => option.value === value);
  const data = [
    ...(anyLabel === undefined ? [] : [{ value: '', label: anyLabel }]),
    ...(listed ? [] : [{ value, label: describe(value) }]),
    ...options,
  ];
  return (
    <NativeSelect
      {...props}
      data={data}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
    />
  );
}
