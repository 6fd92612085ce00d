import { Suspense, type ReactNode } from 'react';
import { hasTopPadding, layoutForPath, showsPublicChrome, TOP_BAR_HEIGHT_PX, type LayoutName } from '@app/domain';
import { lazyPage } from '../stale-build/lazy-page.ts';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

/** The admin layout (sidebar, notifications) is a chunk of its own: public pages never load it. */
const AdminLayout = lazyPage(() => import('../admin/admin-layout.tsx'));

/** The modules a layout renders beyond the shell, by layout (their CSS and chunks are linked on its pages). */
export const LAYOUT_MODULES: Partial<Record<LayoutName, string>> = { admin: AdminLayout.pageModule };

/** Loads the code of the layout a path gets, so the first render does not wait for it. */
export async function preloadLayout(path: string): Promise<void> {
  if (layoutForPath(path) === 'admin') await AdminLayout.preload?.();
}

/**
 * Wraps a page in the layout its path gets (domain rule `layoutForPath`): the default layout
 * with top bar and footer, the admin layout, or no chrome at all (bare and empty layouts).
 */
export function LayoutFrame({ path, children }: { path: string; children: ReactNode }) {
  const layout = layoutForPath(path);
  if (layout === 'admin') {
    return (
      <Suspense fallback={null}>
        <AdminLayout>{children}</AdminLayout>
      </Suspense>
    );
  }
  if (!showsPublicChrome(path)) return <main id="main">{children}</main>;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <TopBar />
      <main id="main" style={{ paddingTop: hasTopPadding(path) ? TOP_BAR_HEIGHT_PX : 0, minHeight: '60vh' }}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
