import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { pictureFocus, type CropPresetName, type Picture } from '@app/domain';
import { ImagePicker } from '../image-library/image-picker.tsx';
import { CropPreviews } from './crop-previews.tsx';
import { FocalPointPicker } from './focal-point-picker.tsx';
import { useLibraryAlt } from './use-library-alt.ts';

export interface PictureUseFieldsProps {
  readonly value: Picture;
  readonly onChange: (picture: Picture) => void;
  /** What the picture is, e.g. "Cover picture". */
  readonly label: string;
  readonly required?: boolean;
  /** The boxes the picture shows in on the site (their previews follow the focal point). */
  readonly uses?: readonly CropPresetName[];
  readonly urlError?: ReactNode;
  readonly altError?: ReactNode;
}

export const NO_PICTURE: Picture = { url: '', alt: '' };

/**
 * One use of a picture (ADR 0045): chosen from the image library (or uploaded there); its description follows the
 * library's alt text unless "Use a different description here" is ticked (a picture from elsewhere always has its
 * own); its focal point set by click or arrow keys, with previews of the boxes it shows in.
 */
export function PictureUseFields({
  value,
  onChange,
  label,
  required = false,
  uses = [],
  urlError,
  altError,
}: PictureUseFieldsProps) {
  const library = useLibraryAlt(value.url);
  const focus = pictureFocus(value);
  const fromLibrary = library.state !== 'none';
  const ownWords = !fromLibrary || value.altOverride === true;
  const libraryAlt = library.state === 'known' ? library.alt : value.alt;
  const setOverride = (override: boolean) =>
    onChange(
      override
        ? { ...value, altOverride: true }
        : { url: value.url, alt: libraryAlt, ...(value.focus === undefined ? {} : { focus: value.focus }) },
    );
  return (
    <Stack gap="xs">
      <ImagePicker
        label={label}
        required={required}
        value={value.url === '' ? null : value}
        onChange={(chosen) => onChange(chosen === null ? NO_PICTURE : { url: chosen.url, alt: chosen.alt })}
        error={urlError}
      />
      {value.url !== '' && (
        <>
          {fromLibrary && (
            <Stack gap={4}>
              <Text size="sm">
                <Text span fw={500}>
                  Description from the library:{' '}
                </Text>
                {library.state === 'loading' ? 'loading…' : libraryAlt}
              </Text>
              <Checkbox
                label="Use a different description here"
                description="Otherwise this picture shows the library's description, and follows it when it is changed"
                checked={value.altOverride === true}
                onChange={(event) => setOverride(event.currentTarget.checked)}
              />
            </Stack>
          )}
          {ownWords && (
            <TextInput
              label={`${label} description (alt text)`}
              description="What the picture shows, for people who cannot see it"
              required
              value={value.alt}
              onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
              error={altError}
            />
          )}
          {!ownWords && altError !== undefined && altError !== null && (
            <Text size="sm" c="red.8" role="alert">
              {altError}
            </Text>
          )}
          <FocalPointPicker
            url={value.url}
            focus={focus}
            label={label}
            onChange={(point) => onChange({ ...value, focus: point })}
          />
          <CropPreviews url={value.url} focus={focus} uses={uses} />
        </>
      )}
    </Stack>
  );
}
