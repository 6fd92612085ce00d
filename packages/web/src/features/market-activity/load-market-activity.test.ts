import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { MarketActivity } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';
import { loadMarketActivity, MARKET_LOAD_FAILED } from './load-market-activity.ts';

const ACTIVITY: MarketActivity = {
  city: 'Naples',
  area: 'Naples',
  cities: ['Naples'],
  months: [],
  yearBefore: null,
  summary: [],
  dataAsOf: null,
  soldDataPublic: true,
};

function services(marketActivity: WebServices['marketActivity']): Pick<WebServices, 'marketActivity'> {
  return { marketActivity };
}

describe(loadMarketActivity, () => {
  it('asks for the city and period of the address', async () => {
    const asked: unknown[] = [];
    const data = await loadMarketActivity(
      services(async (request) => {
        asked.push(request);
        return ACTIVITY;
      }),
      { city: 'naples', months: '24' },
    );

    expect(asked).toEqual([{ city: 'naples', months: 24 }]);
    expect(data).toEqual({ params: { city: 'naples', months: '24' }, activity: ACTIVITY, error: null });
  });

  it('is not found for a city without listing data', async () => {
    const failure = await loadMarketActivity(
      services(async () => null),
      { city: 'Atlantis' },
    ).catch((error: unknown) => error);
    expect(isNotFound(failure)).toBe(true);
  });

  it('keeps the error message when the figures cannot be loaded', async () => {
    expect(
      await loadMarketActivity(
        services(async () => Promise.reject(new Error('Market figures are not available right now.'))),
        {},
      ),
    ).toEqual({
      params: {},
      activity: null,
      error: 'Market figures are not available right now.',
    });
    expect(
      (
        await loadMarketActivity(
          services(async () => Promise.reject(new Error(''))),
          {},
        )
      ).error,
    ).toBe(MARKET_LOAD_FAILED);
  });
});
