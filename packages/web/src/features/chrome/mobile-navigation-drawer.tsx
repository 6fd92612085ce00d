import { Drawer } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MOBILE_DRAWER_ITEMS, isActiveNavigationItem } from '@app/domain';
import classes from './top-bar.module.css';
import { withMantine } from '../../app/mantine-scope.tsx';

/** The phone menu: a drawer from the right with the spec's drawer items. A chunk of its own, loaded when the menu is
 * first wanted. */
function MobileNavigationDrawer({
  opened,
  onClose,
  pathname,
}: {
  opened: boolean;
  onClose: () => void;
  pathname: string;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      id="mobile-navigation"
      zIndex={300}
    >
      <nav aria-label="Mobile">
        {MOBILE_DRAWER_ITEMS.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            activeOptions={{ exact: item.to === '/' }}
            className={classes.drawerLink}
            data-active={isActiveNavigationItem(item, pathname) || undefined}
            onClick={onClose}
          >
            {item.label}
          </Link>
        ))}
      </nav>
    </Drawer>
  );
}

export default withMantine(MobileNavigationDrawer);
