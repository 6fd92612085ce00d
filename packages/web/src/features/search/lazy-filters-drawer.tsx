import { lazy, Suspense, useState } from 'react';
import type { FiltersDrawerProps } from './filters-drawer.tsx';

/** Starts loading the drawer's code (Mantine's Drawer, focus trap and scroll lock); for the Filters button's hover and
 * focus. */
export const preloadFiltersDrawer = () => import('./filters-drawer.tsx');
const FiltersDrawer = lazy(preloadFiltersDrawer);

/**
 * The filters drawer, whose code loads on intent rather than with the page: nothing is drawn
 * until it is first opened, and it stays mounted afterwards so it can animate closed.
 */
export function LazyFiltersDrawer(props: FiltersDrawerProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FiltersDrawer {...props} />
    </Suspense>
  );
}
