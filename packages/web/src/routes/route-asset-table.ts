import type { AnyRoute } from '@tanstack/react-router';
import { layoutForPath } from '@app/domain';
import type { AssetRoute } from '../app/route-assets.ts';
import { LAYOUT_MODULES } from '../features/chrome/layout-frame.tsx';

/**
 * The build manifest keys a route component carries: its lazy page's (see lazyPage) and, for an
 * admin page, the index its code is imported through (see adminPage).
 */
function componentModules(component: unknown): string[] {
  if (typeof component !== 'function') return [];
  const keys = [
    'pageModule' in component ? component.pageModule : undefined,
    'indexModule' in component ? component.indexModule : undefined,
  ];
  return keys.filter((key) => typeof key === 'string');
}

/** The routes of a router (ids and full paths are set by it) with the modules their pages render: the route's lazy page
 * and its layout's. */
export function assetRoutes(routesById: Readonly<Record<string, AnyRoute>>): AssetRoute[] {
  return Object.values(routesById).map((route) => {
    const { id, fullPath } = route as { id: string; fullPath: string };
    const layoutModule = LAYOUT_MODULES[layoutForPath(fullPath)];
    return {
      id,
      fullPath,
      pageModules: [
        ...componentModules(route.options.component),
        ...(layoutModule === undefined ? [] : [layoutModule]),
      ],
    };
  });
}
