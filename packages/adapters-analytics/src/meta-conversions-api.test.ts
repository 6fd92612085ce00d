import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductEventName } from '@app/domain';
import { analyticsDestinationContract, CONSENTING_VISITOR, productEvent, type ReceivedEvent } from '@app/testing';
import { startMetaCapiDouble, type MetaCapiDouble } from '../test-support/index.ts';
import { createMetaDestination, metaServerEvent } from './meta-conversions-api.ts';

const SITE = 'https://www.palmettorealtygroup.com';
const OUR_NAME: Record<string, ProductEventName> = {
  PageView: 'page_view',
  Search: 'search',
  ViewContent: 'view_item',
  Lead: 'generate_lead',
  AddToWishlist: 'add_to_wishlist',
  SaveSearch: 'save_search',
  Contact: 'contact_click',
  Schedule: 'add_to_calendar',
};

analyticsDestinationContract('Meta Conversions API on the Meta double', async () => {
  const double = await startMetaCapiDouble({ pixelId: '1234567890', accessToken: 'capi-token' });
  return {
    destination: createMetaDestination({
      pixelId: '1234567890',
      accessToken: 'capi-token',
      siteUrl: SITE,
      capiUrl: double.capiUrl,
    }),
    takes: Object.values(OUR_NAME),
    received: () =>
      Promise.resolve(
        double.events.map((event): ReceivedEvent => ({
          name: OUR_NAME[String(event.event_name)] as ProductEventName,
          path: new URL(String(event.event_source_url)).pathname,
        })),
      ),
    reset: () => {
      double.events.length = 0;
      return Promise.resolve();
    },
    close: double.close,
  };
});

describe(createMetaDestination, () => {
  let double: MetaCapiDouble;
  beforeAll(async () => {
    double = await startMetaCapiDouble({ pixelId: '1234567890', accessToken: 'capi-token' });
  });
  afterAll(() => double.close());
  const destination = (accessToken = 'capi-token') =>
    createMetaDestination({ pixelId: '1234567890', accessToken, siteUrl: SITE, capiUrl: double.capiUrl });

  it('sends a listing view as ViewContent of a home listing, priced in USD, with a hashed client id', () => {
    const event = metaServerEvent(productEvent('view_item', '/properties/NAP-24001'), CONSENTING_VISITOR, SITE);

    expect(event).toMatchObject({
      event_name: 'ViewContent',
      action_source: 'website',
      event_source_url: `${SITE}/properties/NAP-24001`,
      user_data: { client_ip_address: '203.0.113.24', client_user_agent: CONSENTING_VISITOR.userAgent },
      custom_data: { content_ids: ['NAP-24001'], content_type: 'home_listing', value: 749_000, currency: 'USD' },
    });
    expect(event.user_data.external_id[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(event)).not.toContain(CONSENTING_VISITOR.clientId);
  });

  it('fails with Meta’s message when the access token is wrong', async () => {
    await expect(destination('wrong').deliver([productEvent('page_view', '/')], CONSENTING_VISITOR)).rejects.toThrow(
      /Meta refused the events \(HTTP 401\).*Invalid OAuth access token/,
    );
  });

  it('sends nothing for a visitor without a browser user agent (Meta cannot match a website event without it)', async () => {
    double.events.length = 0;

    await destination().deliver([productEvent('page_view', '/')], { ...CONSENTING_VISITOR, userAgent: null });

    expect(double.events).toEqual([]);
  });
});
