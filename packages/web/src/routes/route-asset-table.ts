import type { AnyRoute } from '@tanstack/react-router';
import { layoutForPath } from '@app/domain';
import type { AssetRoute } from '../app/route-assets.ts';
import { LAYOUT_MODULES } from '../features/chrome/layout-frame.tsx';

/** The build manifest key a route component carries when it is a lazy page (see lazyPage). */
function pageModuleOf(component: unknown): string | undefined {
  if (typeof component !== 'function' || !('pageModule' in component)) return undefined;
  return typeof component.pageModule === 'string' ? component.pageModule : undefined;
}

/** The routes of a router (ids and full paths are set by it) with the modules their pages render: the route's lazy page and its layout's. */
export function assetRoutes(routesById: Readonly<Record<string, AnyRoute>>): AssetRoute[] {
  return Object.values(routesById).map((route) => {
    const modules = [pageModuleOf(route.options.component), LAYOUT_MODULES[layoutForPath(route.fullPath)]];
    return { id: route.id, fullPath: route.fullPath, pageModules: modules.filter((key) => key !== undefined) };
  });
}
