import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { TOP_NAVIGATION, isActiveNavigationItem, navbarAppearance, phoneHref } from '@app/domain';
import { useStores } from '../../app/services-context.tsx';
import { BrandMark } from './brand-mark.tsx';
import container from './container.module.css';
import classes from './top-bar.module.css';

function BrandName({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <span className={classes.brandName}>
      {first} <span className={classes.brandSub}>{rest.join(' ')}</span>
    </span>
  );
}

const loadMobileNavigation = () => import('./mobile-navigation-drawer.tsx');
const MobileNavigationDrawer = lazy(loadMobileNavigation);

/**
 * The 64 px top bar: transparent at the top of a page, solid blue with a slight shadow once
 * scrolled past 50 px, on the forced-opaque routes, or while the mobile drawer is open. Plain
 * elements styled by top-bar.module.css (no Mantine components): it is part of every page's shell.
 */
export function TopBar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [{ y }] = useWindowScroll();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code (Mantine's Drawer and its dependencies) loads on intent, not with every page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { settings } = useSnapshot(useStores().site.state);
  const appearance = navbarAppearance({ path: pathname, scrollY: y, forcedScrolled: drawerOpened });

  return (
    <header className={classes.bar} data-appearance={appearance}>
      <div className={`${container.container} ${classes.inner}`}>
        <Link to="/" className={classes.brand}>
          <BrandMark />
          <BrandName name={settings?.brokerageName ?? 'Palmetto Realty Group'} />
        </Link>
        <nav aria-label="Main" className={classes.navigation}>
          {TOP_NAVIGATION.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              activeOptions={{ exact: item.to === '/' }}
              className={classes.link}
              data-active={isActiveNavigationItem(item, pathname) || undefined}
              aria-current={isActiveNavigationItem(item, pathname) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {settings && (
          <a href={phoneHref(settings.phone)} className={classes.phone}>
            <IconPhone size={18} aria-hidden="true" />
            {settings.phone}
          </a>
        )}
        <button
          type="button"
          className={classes.burger}
          onClick={() => {
            setDrawerWanted(true);
            drawer.toggle();
          }}
          onPointerEnter={() => void loadMobileNavigation()}
          onFocus={() => void loadMobileNavigation()}
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpened}
          aria-controls="mobile-navigation"
        >
          <span className={classes.burgerLines} data-opened={drawerOpened || undefined} />
        </button>
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavigationDrawer opened={drawerOpened} onClose={drawer.close} pathname={pathname} />
        </Suspense>
      )}
    </header>
  );
}
