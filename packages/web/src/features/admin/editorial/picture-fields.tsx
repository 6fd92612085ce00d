import type { FormErrors } from '@mantine/form';
import type { CropPresetName, Picture } from '@app/domain';
import { NO_PICTURE, PictureUseFields } from '../pictures/picture-use-fields.tsx';

/**
 * What the fields use of the record's form. A Mantine form of any record fits when a `Picture`
 * sits at `path` (its `setFieldValue` then takes a `Picture` there); another path does not compile.
 */
interface PictureForm<P extends string> {
  readonly errors: FormErrors;
  readonly getValues: () => unknown;
  readonly setFieldValue: (path: P, value: Picture) => void;
}

interface PictureFieldsProps<P extends string> {
  readonly form: PictureForm<P>;
  /** The form path of the picture (a top-level field): its `url`, `alt`, `altOverride` and `focus` sit under it. */
  readonly path: P;
  /** What the picture is, e.g. "Cover picture". */
  readonly label: string;
  readonly required?: boolean;
  /** The boxes the picture shows in on the site. */
  readonly uses?: readonly CropPresetName[];
}

/**
 * A picture chosen from the image library (or uploaded there); its description follows the library's unless
 * overridden here, and its focal point keeps what matters in view in every box (ADR 0045).
 */
export function PictureFields<P extends string>({ form, path, label, required = false, uses }: PictureFieldsProps<P>) {
  const values = form.getValues() as Record<string, Picture | undefined>;
  const picture = values[path] ?? NO_PICTURE;
  return (
    <PictureUseFields
      value={picture}
      onChange={(changed) => form.setFieldValue(path, changed)}
      label={label}
      required={required}
      uses={uses}
      urlError={form.errors[`${path}.url`]}
      altError={form.errors[`${path}.alt`]}
    />
  );
}
