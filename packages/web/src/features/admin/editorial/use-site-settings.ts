import type { SiteSettings } from '@app/domain';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../../app/services-context.tsx';

/** The site settings (team name and slug), loaded in the browser if the page has not yet. */
export function useSiteSettings(): SiteSettings | null {
  const { site } = useStores();
  const snapshot = useSnapshot(site.state);
  useEffect(() => {
    void site.ensureLoaded();
  }, [site]);
  return snapshot.settings as SiteSettings | null;
}
