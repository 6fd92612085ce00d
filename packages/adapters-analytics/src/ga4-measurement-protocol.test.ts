import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_EVENT_NAMES, type ProductEventName } from '@app/domain';
import { analyticsDestinationContract, CONSENTING_VISITOR, productEvent, type ReceivedEvent } from '@app/testing';
import { startGa4CollectorDouble, type Ga4CollectorDouble } from '../test-support/index.ts';
import { createGa4Destination, ga4Payloads } from './ga4-measurement-protocol.ts';

const SITE = 'https://www.palmettorealtygroup.com';
const ALL = PRODUCT_EVENT_NAMES;

analyticsDestinationContract('GA4 Measurement Protocol on the GA4 double', async () => {
  const double = await startGa4CollectorDouble();
  return {
    destination: createGa4Destination({
      measurementId: 'G-TEST123',
      apiSecret: 'secret',
      siteUrl: SITE,
      collectUrl: double.collectUrl,
    }),
    takes: ALL,
    received: () => {
      expect(double.droppedRequests()).toBe(0);
      return Promise.resolve(
        double.events.map((event): ReceivedEvent => ({
          name: event.name as ProductEventName,
          path: new URL(String(event.params.page_location)).pathname,
        })),
      );
    },
    reset: () => {
      double.events.length = 0;
      return Promise.resolve();
    },
    close: double.close,
  };
});

describe(createGa4Destination, () => {
  let double: Ga4CollectorDouble;
  beforeAll(async () => {
    double = await startGa4CollectorDouble();
  });
  afterAll(() => double.close());

  it('builds bodies GA4’s validation server finds no problem in, for every kind of event', async () => {
    const events = ALL.map((name) => productEvent(name, '/properties/NAP-24001?from=search'));
    for (const payload of ga4Payloads(events, CONSENTING_VISITOR, SITE)) {
      const answer = await fetch(`${double.debugUrl}?measurement_id=G-TEST123&api_secret=secret`, {
        method: 'POST',
        body: JSON.stringify(payload),
      });
      expect(await answer.json()).toEqual({ validationMessages: [] });
    }
  });

  it('sends the Consent Mode signals of the visitor, the client id and absolute page locations', () => {
    const [payload] = ga4Payloads(
      [productEvent('view_item', '/properties/NAP-24001')],
      { ...CONSENTING_VISITOR, consent: { analytics: true, advertising: false } },
      SITE,
    );

    expect(payload).toMatchObject({
      client_id: CONSENTING_VISITOR.clientId,
      consent: { ad_user_data: 'DENIED', ad_personalization: 'DENIED' },
      events: [
        {
          name: 'view_item',
          params: {
            page_location: `${SITE}/properties/NAP-24001`,
            listing_id: 'NAP-24001',
            value: 749_000,
            engagement_time_msec: 1,
          },
        },
      ],
    });
  });

  it('fails with the answer when GA4 refuses the request (a wrong collection address)', async () => {
    const destination = createGa4Destination({
      measurementId: 'G-TEST123',
      apiSecret: 'secret',
      siteUrl: SITE,
      collectUrl: double.collectUrl.replace('/mp/collect', '/mp/nowhere'),
    });

    await expect(destination.deliver([productEvent('page_view', '/')], CONSENTING_VISITOR)).rejects.toThrow(
      /GA4 refused the events \(HTTP 404\)/,
    );
  });
});
