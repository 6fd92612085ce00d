import { Button, Drawer } from '@mantine/core';
import type { ListingSearch } from '@app/domain';
import { SearchFilters } from './search-filters.tsx';
import { formatCount } from '../../format/numbers.ts';
import { withMantine } from '../../app/mantine-scope.tsx';

export interface FiltersDrawerProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Where it slides in from: the bottom on the list view (a phone), the right beside the map. */
  readonly position: 'bottom' | 'right';
  readonly search: ListingSearch;
  readonly onChange: (search: ListingSearch) => void;
  readonly showSold: boolean;
  readonly total: number;
}

/** The search filters in a drawer, with a button that closes it on the results. */
function FiltersDrawer({ opened, onClose, position, search, onChange, showSold, total }: FiltersDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position={position}
      size={position === 'bottom' ? '90%' : 400}
      closeButtonProps={{ 'aria-label': 'Close filters' }}
    >
      <SearchFilters search={search} onChange={onChange} showSold={showSold} />
      <Button fullWidth mt="lg" onClick={onClose}>
        Show {formatCount(total)} homes
      </Button>
    </Drawer>
  );
}

export default withMantine(FiltersDrawer);
