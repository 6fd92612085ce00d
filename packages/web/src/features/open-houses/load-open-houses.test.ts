import { describe, expect, it } from 'vitest';
import type { OpenHouseFilter, OpenHouseListing } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';
import { OPEN_HOUSES_PAGE_SIZE, loadOpenHousesPage } from './load-open-houses.ts';
import { openHouseAt } from './sample-open-house.ts';

const timeWindow = { from: '2026-11-21T00:00:00Z', to: '2026-11-23T05:00:00Z' };

function servicesAnswering(list: (filter: OpenHouseFilter) => Promise<OpenHouseListing[]>): {
  services: Pick<WebServices, 'listOpenHouses'>;
  asked: OpenHouseFilter[];
} {
  const asked: OpenHouseFilter[] = [];
  const listOpenHouses = async (filter: OpenHouseFilter) => {
    asked.push(filter);
    return { window: timeWindow, openHouses: await list(filter) };
  };
  return { services: { listOpenHouses }, asked };
}

describe(loadOpenHousesPage, () => {
  it('asks for the address’s window and pages the open houses by start time', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      openHouseAt(String(i), new Date(Date.UTC(2026, 10, 22, 23 - (i % 20), i)).toISOString()),
    );
    const { services, asked } = servicesAnswering(async () => many);
    const data = await loadOpenHousesPage(services, { when: 'weekend', page: '2' }, new Date('2026-11-26T12:00:00Z'));
    expect(asked).toEqual([{ kind: 'weekend' }]);
    expect(data).toMatchObject({ total: 30, page: 2, pageCount: 2, error: null, window: timeWindow });
    expect(data.openHouses).toHaveLength(30 - OPEN_HOUSES_PAGE_SIZE);
    const starts = data.openHouses.map((item) => item.openHouse.OpenHouseStartTime);
    expect(starts).toEqual([...starts].sort());
    expect(data.pins).toHaveLength(30);
  });

  it('turns a failure into the catalogue message', async () => {
    const { services } = servicesAnswering(() => Promise.reject(new Error('')));
    expect(await loadOpenHousesPage(services, {}, new Date('2026-11-26T12:00:00Z'))).toMatchObject({
      openHouses: [],
      error: 'Error fetching properties',
    });
  });
});
