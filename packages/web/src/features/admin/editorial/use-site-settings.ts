import type { SiteSettings } from '@app/domain';
import { useSnapshot } from 'valtio';
import { useStores } from '../../../app/services-context.tsx';

/** The site settings (team name and slug): the root route's loader has loaded them before any page renders. */
export function useSiteSettings(): SiteSettings | null {
  const { site } = useStores();
  const snapshot = useSnapshot(site.state);
  return snapshot.settings;
}
