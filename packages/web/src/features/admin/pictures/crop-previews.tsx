import { Text } from '@mantine/core';
import { CROP_PRESETS, pictureObjectPosition, type CropPresetName, type FocalPoint } from '@app/domain';
import classes from './focal-point-picker.module.css';

/** The boxes a picture is used in, each showing what the site shows there (`object-fit: cover` at the focal point). */
export function CropPreviews({
  url,
  focus,
  uses,
}: {
  readonly url: string;
  readonly focus: FocalPoint;
  readonly uses: readonly CropPresetName[];
}) {
  if (uses.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        How it shows on the site
      </Text>
      <ul className={classes.previews} aria-label="Previews of the boxes the picture is used in">
        {uses.map((name) => {
          const preset = CROP_PRESETS[name];
          return (
            <li key={name} className={classes.preview} data-testid={`crop-preview-${name}`}>
              <div className={classes.previewBox} style={{ aspectRatio: preset.cssRatio }}>
                <img src={url} alt="" style={{ objectPosition: pictureObjectPosition({ focus }) }} />
              </div>
              <Text size="xs">{preset.label}</Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
