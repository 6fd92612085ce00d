import { Stack, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import type { Picture } from '@app/domain';
import { ImagePicker } from '../image-library/image-picker.tsx';

/**
 * What the fields use of the record's form. A Mantine form of any record fits when a `Picture`
 * sits at `path` (its `setFieldValue` then takes a `Picture` there); another path does not compile.
 */
interface PictureForm<P extends string> {
  readonly errors: FormErrors;
  readonly getInputProps: (path: `${P}.url` | `${P}.alt`) => GetInputPropsReturnType;
  readonly setFieldValue: (path: P, value: Picture) => void;
}

interface PictureFieldsProps<P extends string> {
  readonly form: PictureForm<P>;
  /** The form path of the picture: its `url` and `alt` sit under it. */
  readonly path: P;
  /** What the picture is, e.g. "Cover picture". */
  readonly label: string;
  readonly required?: boolean;
}

const NO_PICTURE: Picture = { url: '', alt: '' };

/**
 * A picture chosen from the image library (or uploaded there), with its description (alt text)
 * editable for this record: a picture needs a description wherever it shows.
 */
export function PictureFields<P extends string>({ form, path, label, required = false }: PictureFieldsProps<P>) {
  const url = String(form.getInputProps(`${path}.url`).value ?? '');
  const alt = String(form.getInputProps(`${path}.alt`).value ?? '');
  return (
    <Stack gap="xs">
      <ImagePicker
        label={label}
        required={required}
        value={url === '' ? null : { url, alt }}
        onChange={(chosen) => form.setFieldValue(path, chosen ?? NO_PICTURE)}
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
