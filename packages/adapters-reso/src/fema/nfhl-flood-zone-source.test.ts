import { CONTRACT_FLOOD_AREAS, floodZoneSourceContract } from '@app/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNfhlDouble, type NfhlDouble } from '../../test-support/nfhl-double.ts';
import { NfhlFloodZoneSource } from './nfhl-flood-zone-source.ts';

const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function sourceOn(double: NfhlDouble, options: { timeoutMs?: number; minIntervalMs?: number } = {}) {
  const warnings: unknown[] = [];
  const sleeps: number[] = [];
  let now = 0;
  const source = new NfhlFloodZoneSource({
    url: double.url,
    fetch: (input, init) => fetch(input, init),
    sleep: (ms) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
    now: () => now,
    logger: { ...quietLogger, warn: (message, fields) => warnings.push({ message, fields }) },
    minIntervalMs: options.minIntervalMs ?? 0,
    timeoutMs: options.timeoutMs ?? 3_000,
  });
  return { source, warnings, sleeps };
}

let shared: NfhlDouble;
floodZoneSourceContract('NfhlFloodZoneSource on the NFHL double', async () => {
  shared = await startNfhlDouble(CONTRACT_FLOOD_AREAS);
  return { source: sourceOn(shared).source, reset: () => Promise.resolve(), close: () => shared.close() };
});

describe('NfhlFloodZoneSource', () => {
  let double: NfhlDouble;
  beforeAll(async () => {
    double = await startNfhlDouble(CONTRACT_FLOOD_AREAS);
  });
  afterAll(() => double.close());

  const failing = { latitude: 27.55, longitude: -80.95 };

  it('asks layer 28 by point in WGS84 for the four fields, without geometry', async () => {
    await sourceOn(double).source.zoneAt({ latitude: 26.125, longitude: -81.8 });
    const query = double.queries.at(-1);
    expect(Object.fromEntries(query ?? [])).toEqual({
      geometry: '-81.8,26.125',
      geometryType: 'esriGeometryPoint',
      inSR: '4326',
      spatialRel: 'esriSpatialRelIntersects',
      outFields: 'FLD_ZONE,ZONE_SUBTY,SFHA_TF,STATIC_BFE',
      returnGeometry: 'false',
      f: 'json',
    });
  });

  it.each(['arcgis-error', 'http-500', 'malformed'] as const)(
    'answers unavailable, logged, when the service fails with %s',
    async (failure) => {
      double.failWith(failure);
      const { source, warnings } = sourceOn(double);
      expect(await source.zoneAt(failing)).toMatchObject({ kind: 'unavailable' });
      expect(warnings).toHaveLength(1);
    },
  );

  it('gives up on a slow answer after its timeout', async () => {
    double.failWith('slow');
    const { source } = sourceOn(double, { timeoutMs: 200 });
    expect(await source.zoneAt(failing)).toEqual({ kind: 'unavailable', reason: 'timed out' });
  });

  it('answers unavailable when nothing listens', async () => {
    const source = new NfhlFloodZoneSource({
      url: 'http://127.0.0.1:9/query',
      fetch: (input, init) => fetch(input, init),
      sleep: () => Promise.resolve(),
      now: () => 0,
      logger: quietLogger,
    });
    expect(await source.zoneAt(failing)).toMatchObject({ kind: 'unavailable' });
  });

  it('spaces its queries at least the minimum interval apart, even when asked all at once', async () => {
    const { source, sleeps } = sourceOn(double, { minIntervalMs: 500 });
    await Promise.all([1, 2, 3].map((n) => source.zoneAt({ latitude: 26.12 + n / 1_000, longitude: -81.8 })));
    expect(sleeps).toEqual([500, 500]);
  });
});
