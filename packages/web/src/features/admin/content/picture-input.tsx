import type { CropPresetName, Picture } from '@app/domain';
import { NO_PICTURE, PictureUseFields } from '../pictures/picture-use-fields.tsx';
import type { ContentForm } from './content-admin.ts';

interface PictureInputProps {
  readonly form: ContentForm;
  /** The form path of the picture: its `url`, `alt`, `altOverride` and `focus` sit under it. */
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  /** The boxes the picture shows in on the site. */
  readonly uses?: readonly CropPresetName[];
}

/**
 * A record's picture: chosen from the image library (or uploaded there); its description follows the library's unless
 * overridden here, and its focal point keeps what matters in view in every box (ADR 0045).
 */
export function PictureInput({ form, name, label, required = false, uses }: PictureInputProps) {
  const picture = (form.getValues()[name] ?? NO_PICTURE) as Picture;
  const errors = form.errors;
  return (
    <PictureUseFields
      value={picture}
      onChange={(changed) => form.setFieldValue(name, changed)}
      label={label}
      required={required}
      uses={uses}
      urlError={errors[`${name}.url`]}
      altError={errors[`${name}.alt`]}
    />
  );
}
