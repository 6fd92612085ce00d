import { CACHE_TIMES_MS } from '@app/domain';
import { adminPageRoute } from './admin-page.ts';

/**
 * `/admin/footer-links`: the public footer's links (admins only). Opened again within 5 minutes,
 * the page shows the list already loaded (the spec's admin footer cache); a write loads it again.
 */
export const adminFooterLinksRoute = adminPageRoute({
  path: '/admin/footer-links',
  title: 'Footer links',
  page: 'src/features/admin/footer-links/footer-links-page.tsx',
  filters: ['enabledOnly'],
  staleTime: CACHE_TIMES_MS.adminFooter,
});
