import { IconX } from '@tabler/icons-react';
import type { ListingSearch } from '@app/domain';
import type { FilterChip } from './filter-chips.ts';
import { ButtonContent } from './search-ui.tsx';
import ui from './search-ui.module.css';

/** An active filter as a button that removes it (a real, focusable button named "Remove …"); a light pill. */
export function FilterChipButton({ chip, onRemove }: { chip: FilterChip; onRemove: (search: ListingSearch) => void }) {
  return (
    <button
      type="button"
      className={ui.button}
      data-variant="light"
      data-size="compact-sm"
      data-radius="xl"
      data-with-right-section
      aria-label={`Remove ${chip.label}`}
      onClick={() => onRemove(chip.without)}
    >
      <ButtonContent right={<IconX size={14} aria-hidden="true" />}>{chip.label}</ButtonContent>
    </button>
  );
}
