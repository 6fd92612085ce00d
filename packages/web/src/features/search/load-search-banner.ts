import type { Banner } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';

/** The first search-top banner showing now, or null (also when banners cannot be loaded: the search never fails for
 * it). */
export async function loadSearchBanner(services: WebServices): Promise<Banner | null> {
  try {
    const [banner] = await services.content.banners('search-top');
    return banner ?? null;
  } catch {
    return null;
  }
}
