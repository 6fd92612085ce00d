import { proxy, ref } from 'valtio';
import {
  DEFAULT_MONTHLY_COST_SETTINGS,
  errorMessageOr,
  type MonthlyCostSettings,
  type SeoSettings,
  type SiteSettings,
} from '@app/domain';
import type { WebServices } from '../services/web-services.ts';

export interface SiteState {
  settings: SiteSettings | null;
  error: string | null;
  /** The SEO and answer-engine settings; null until loaded (pages then use plain defaults). */
  seo: SeoSettings | null;
  seoError: string | null;
  /** The admin's monthly cost assumptions for the cards' "est. monthly"; null until loaded or when unreadable (the
   * cards then use the defaults). */
  monthlyCost: MonthlyCostSettings | null;
}

export type SiteStore = ReturnType<typeof createSiteStore>;

/** The site settings (team name, phone, social links) and the SEO settings, loaded once per app. */
export function createSiteStore(deps: {
  services: Pick<WebServices, 'getSiteSettings' | 'getSeoSettings'> & Partial<Pick<WebServices, 'monthlyCostSettings'>>;
}) {
  const state = proxy<SiteState>({ settings: null, error: null, seo: null, seoError: null, monthlyCost: null });

  async function loadSettings(): Promise<void> {
    if (state.settings !== null) return;
    try {
      state.settings = await deps.services.getSiteSettings();
      state.error = null;
    } catch (error) {
      state.error = errorMessageOr(error, 'Failed to load the site settings');
    }
  }

  async function loadSeo(): Promise<void> {
    if (state.seo !== null) return;
    try {
      state.seo = ref(await deps.services.getSeoSettings());
      state.seoError = null;
    } catch (error) {
      state.seoError = errorMessageOr(error, 'Failed to load the SEO settings');
    }
  }

  async function loadMonthlyCost(): Promise<void> {
    if (state.monthlyCost !== null || deps.services.monthlyCostSettings === undefined) return;
    state.monthlyCost = ref(await deps.services.monthlyCostSettings().catch(() => DEFAULT_MONTHLY_COST_SETTINGS));
  }

  async function ensureLoaded(): Promise<void> {
    await Promise.all([loadSettings(), loadSeo(), loadMonthlyCost()]);
  }

  /** After an admin saved new SEO settings: this app's pages use them at once. */
  function seoSaved(settings: SeoSettings): void {
    state.seo = ref(settings);
    state.seoError = null;
  }

  return { state, ensureLoaded, seoSaved };
}
