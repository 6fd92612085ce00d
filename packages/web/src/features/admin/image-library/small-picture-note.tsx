import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The warning that a picture is small ("Small picture: 320 × 240 px; it will look blurry on a large screen"). */
export function SmallPictureNote({ warning }: { warning: string }) {
  return (
    <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
      {warning}
    </Alert>
  );
}
