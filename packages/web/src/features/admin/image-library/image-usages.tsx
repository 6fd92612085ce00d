import { Alert, List, Text } from '@mantine/core';
import { use } from 'react';
import type { ImageUsage } from '@app/domain';
import { failureMessage } from '../kit/notify.ts';

/** Where a picture is used, or why that could not be checked. */
export type UsageCheck = { readonly usages: readonly ImageUsage[] } | { readonly error: unknown };

/** Checks where a picture is used; a failure is kept, not thrown. */
export function checkUsages(usages: Promise<readonly ImageUsage[]>): Promise<UsageCheck> {
  return usages.then(
    (found) => ({ usages: found }),
    (error: unknown) => ({ error }),
  );
}

/** Where a picture is used, in the delete confirmation; the check started when the confirmation opened (suspends until
 * it answers). */
export function ImageUsages({ check }: { check: Promise<UsageCheck> }) {
  return <UsageAnswer answer={use(check)} forDelete />;
}

/** What the usage check answered: the records that show the picture (with how to free it before a delete), none, or
 * why it could not be checked. */
export function UsageAnswer({ answer, forDelete }: { answer: UsageCheck; forDelete: boolean }) {
  if ('error' in answer)
    return (
      <Alert color="red" role="alert">
        {failureMessage(answer.error, 'Where the picture is used could not be checked')}
      </Alert>
    );
  if (answer.usages.length === 0) return <Text size="sm">No page uses this picture.</Text>;
  return (
    <Alert color="orange" title="Used by" role="status" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
      <List size="sm" mb="xs">
        {answer.usages.map((usage) => (
          <List.Item key={`${usage.area}-${usage.id}`}>
            {usage.label} “{usage.title}”
          </List.Item>
        ))}
      </List>
      {forDelete && (
        <Text size="sm">
          Choose another picture there first: the library refuses to delete a picture that is in use.
        </Text>
      )}
    </Alert>
  );
}
