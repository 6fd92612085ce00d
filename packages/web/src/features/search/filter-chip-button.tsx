import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ListingSearch } from '@app/domain';
import type { FilterChip } from './filter-chips.ts';

/** An active filter as a button that removes it (a real, focusable button named "Remove …"). */
export function FilterChipButton({ chip, onRemove }: { chip: FilterChip; onRemove: (search: ListingSearch) => void }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      radius="xl"
      rightSection={<IconX size={14} aria-hidden="true" />}
      aria-label={`Remove ${chip.label}`}
      onClick={() => onRemove(chip.without)}
    >
      {chip.label}
    </Button>
  );
}
