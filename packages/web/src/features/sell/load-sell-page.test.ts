import { describe, expect, it } from 'vitest';
import type { HomeValue, HomeValueRequest } from '@app/domain';
import { HOME_VALUE_LOAD_FAILED, loadSellPage, UNKNOWN_HOME } from './load-sell-page.ts';
import { pickSellParams } from './sell-params.ts';

const ANSWER = { asOf: '2026-10-31' } as HomeValue;

function services(answer: HomeValue | null | Error) {
  const asked: HomeValueRequest[] = [];
  return {
    asked,
    estimateHomeValue: async (request: HomeValueRequest) => {
      asked.push(request);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

describe(loadSellPage, () => {
  it('values nothing on a plain /sell', async () => {
    const fake = services(ANSWER);
    expect(await loadSellPage(fake, pickSellParams({}))).toMatchObject({ answer: null, issues: [], error: null });
    expect(fake.asked).toEqual([]);
  });

  it('values a picked address by its MLS number, and typed facts as typed', async () => {
    const fake = services(ANSWER);
    await loadSellPage(fake, pickSellParams({ listingId: '226000001', address: '1 Main St', city: 'Naples' }));
    await loadSellPage(fake, pickSellParams({ livingArea: '1800', city: 'Naples', pool: 'yes' }));
    expect(fake.asked).toEqual([
      { listingId: '226000001' },
      {
        home: {
          livingArea: 1_800,
          bedrooms: null,
          bathrooms: null,
          yearBuilt: null,
          city: 'Naples',
          subdivision: null,
        },
      },
    ]);
  });

  it('names the problems with typed facts without asking', async () => {
    const fake = services(ANSWER);
    const data = await loadSellPage(fake, pickSellParams({ livingArea: 'big' }));
    expect(data.issues.map((issue) => issue.field)).toEqual(['livingArea']);
    expect(fake.asked).toEqual([]);
  });

  it('says so for an unknown home or a failure, keeping the page', async () => {
    expect((await loadSellPage(services(null), { listingId: 'X1' })).error).toBe(UNKNOWN_HOME);
    expect((await loadSellPage(services(new Error('')), { listingId: 'X1' })).error).toBe(HOME_VALUE_LOAD_FAILED);
  });
});
