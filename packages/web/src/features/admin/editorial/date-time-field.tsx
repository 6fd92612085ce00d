import { TextInput, type TextInputProps } from '@mantine/core';

/** A date-and-time input in Southwest Florida time (`YYYY-MM-DDTHH:mm`), as the site's schedules read it. */
export function DateTimeField({ description, ...props }: Omit<TextInputProps, 'type'>) {
  return <TextInput type="datetime-local" description={description ?? 'Southwest Florida time (Eastern)'} {...props} />;
}
