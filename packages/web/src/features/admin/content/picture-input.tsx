import { Stack, TextInput } from '@mantine/core';
import type { Picture } from '@app/domain';
import { ImagePicker } from '../image-library/image-picker.tsx';
import type { ContentForm } from './content-admin.ts';

interface PictureInputProps {
  readonly form: ContentForm;
  /** The form path of the picture: its `url` and `alt` sit under it. */
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
}

const NO_PICTURE: Picture = { url: '', alt: '' };

/**
 * A record's picture: chosen from the image library (or uploaded there), with its description
 * (alt text) editable for this record; a picture needs a description wherever it shows.
 */
export function PictureInput({ form, name, label, required = false }: PictureInputProps) {
  const picture = (form.getValues()[name] ?? NO_PICTURE) as Picture;
  const errors = form.errors;
  return (
    <Stack gap="xs">
      <ImagePicker
        label={label}
        required={required}
        value={picture.url === '' ? null : picture}
        onChange={(chosen) => form.setFieldValue(name, chosen ?? NO_PICTURE)}
        error={errors[`${name}.url`]}
      />
      {picture.url !== '' && (
        <TextInput
          label={`${label} description (alt text)`}
          description="What the picture shows, for people who cannot see it"
          required
          {...form.getInputProps(`${name}.alt`)}
        />
      )}
    </Stack>
  );
}
