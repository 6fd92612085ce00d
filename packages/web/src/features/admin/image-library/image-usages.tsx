import { Alert, List, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ImageUsage } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { failureMessage } from '../kit/notify.ts';
import { imageLibraryApi } from './image-library-api.ts';

/** Where an image is used, loaded when shown (in the delete confirmation). */
export function ImageUsages({ imageId }: { imageId: string }) {
  const api = useAdminApi();
  const [usages, setUsages] = useState<ImageUsage[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    imageLibraryApi(api)
      .usages(imageId)
      .then(
        (found) => current && setUsages(found),
        (failure: unknown) => current && setError(failure),
      );
    return () => {
      current = false;
    };
  }, [api, imageId]);

  if (error !== null) return <Alert color="red" role="alert">{failureMessage(error, 'Where the picture is used could not be checked')}</Alert>;
  if (usages === null) return <Loader size="sm" aria-label="Checking where the picture is used" />;
  if (usages.length === 0) return <Text size="sm">No page uses this picture.</Text>;
  return (
    <Alert color="orange" title="Used by" role="status">
      <List size="sm" mb="xs">
        {usages.map((usage) => (
          <List.Item key={`${usage.area}-${usage.id}`}>
            {usage.label} “{usage.title}”
          </List.Item>
        ))}
      </List>
      <Text size="sm">Choose another picture there first: the library refuses to delete a picture that is in use.</Text>
    </Alert>
  );
}
