import { createGa4Destination, createMetaDestination } from '@app/adapters-analytics';
import type { AnalyticsDestination } from '@app/domain';
import type { ServerConfig } from '../config/config.ts';

/** GA4 and Meta as the configuration turns them on (GA_* and META_* variables); none on the embedded default. */
export function composeAnalyticsDestinations(config: ServerConfig): AnalyticsDestination[] {
  const { ga4, meta } = config.analytics;
  const destinations: AnalyticsDestination[] = [];
  if (ga4 !== undefined)
    destinations.push(
      createGa4Destination({
        measurementId: ga4.measurementId,
        apiSecret: ga4.apiSecret,
        siteUrl: config.siteUrl,
        ...(ga4.collectUrl === undefined ? {} : { collectUrl: ga4.collectUrl }),
      }),
    );
  if (meta !== undefined)
    destinations.push(
      createMetaDestination({
        pixelId: meta.pixelId,
        accessToken: meta.accessToken,
        siteUrl: config.siteUrl,
        ...(meta.capiUrl === undefined ? {} : { capiUrl: meta.capiUrl }),
      }),
    );
  return destinations;
}
