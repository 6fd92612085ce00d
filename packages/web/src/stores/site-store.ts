import { proxy } from 'valtio';
import { errorMessageOr, type SiteSettings } from '@app/domain';
import type { WebServices } from '../services/web-services.ts';

export interface SiteState {
  settings: SiteSettings | null;
  error: string | null;
}

export type SiteStore = ReturnType<typeof createSiteStore>;

/** The site settings (team name, phone, social links), loaded once per app. */
export function createSiteStore(deps: { services: WebServices }) {
  const state = proxy<SiteState>({ settings: null, error: null });

  async function ensureLoaded(): Promise<void> {
    if (state.settings !== null) return;
    try {
      state.settings = await deps.services.site.getSettings();
      state.error = null;
    } catch (error) {
      state.error = errorMessageOr(error, 'Failed to load the site settings');
    }
  }

  return { state, ensureLoaded };
}
