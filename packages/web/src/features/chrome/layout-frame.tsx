import type { ReactNode } from 'react';
import { hasTopPadding, layoutForPath, showsPublicChrome, TOP_BAR_HEIGHT_PX } from '@app/domain';
import { AdminLayout } from '../admin/admin-layout.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * Wraps a page in the layout its path gets (domain rule `layoutForPath`): the default layout
 * with top bar and footer, the admin layout, or no chrome at all (bare and empty layouts).
 */
export function LayoutFrame({ path, children }: { path: string; children: ReactNode }) {
  const layout = layoutForPath(path);
  if (layout === 'admin') return <AdminLayout>{children}</AdminLayout>;
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
