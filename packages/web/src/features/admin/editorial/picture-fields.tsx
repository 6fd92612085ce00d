import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Picture } from '@app/domain';
import { ImagePicker } from '../image-library/image-picker.tsx';

interface PictureFieldsProps<V> {
  readonly form: UseFormReturnType<V>;
  /** The form path of the picture: its `url` and `alt` sit under it. */
  readonly path: string;
  /** What the picture is, e.g. "Cover picture". */
  readonly label: string;
  readonly required?: boolean;
}

const NO_PICTURE: Picture = { url: '', alt: '' };

/**
 * A picture chosen from the image library (or uploaded there), with its description (alt text)
 * editable for this record: a picture needs a description wherever it shows.
 */
export function PictureFields<V>({ form, path, label, required = false }: PictureFieldsProps<V>) {
  const url = String(form.getInputProps(`${path}.url`).value ?? '');
  const alt = String(form.getInputProps(`${path}.alt`).value ?? '');
  return (
    <Stack gap="xs">
      <ImagePicker
        label={label}
        required={required}
        value={url === '' ? null : { url, alt }}
        onChange={(chosen) => form.setFieldValue(path, (chosen ?? NO_PICTURE) as never)}
        error={form.errors[`${path}.url`]}
      />
      {url !== '' && (
        <TextInput
          label={`${label} description (alt text)`}
          description="What the picture shows, for people who cannot see it"
          required
          {...form.getInputProps(`${path}.alt`)}
        />
      )}
    </Stack>
  );
}
