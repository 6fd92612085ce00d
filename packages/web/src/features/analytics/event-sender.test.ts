import type { Consent, ProductEvent } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import { createEventSender, EVENTS_ENDPOINT, IDLE_FLUSH_MS } from './event-sender.ts';

const event = (id: number): ProductEvent => ({
  name: 'page_view',
  id: `event-${String(id)}`,
  at: 1_700_000_000_000,
  page: { location: '/', title: 'Home', referrer: '', template: '/' },
  navigation: 'route',
  params: {},
});

function harness({ beaconTakes = true } = {}) {
  let consent: Consent = { analytics: false, advertising: false };
  let clientId: string | undefined;
  const beacons: { url: string; body: Blob }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const timers = new Map<number, () => void>();
  let next = 0;
  const sender = createEventSender({
    consent: () => consent,
    clientId: () => clientId,
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return beaconTakes;
    },
    fetch: (url, init) => {
      fetches.push({ url, init });
      return Promise.resolve();
    },
    setTimer: (run, ms) => {
      expect(ms).toBe(IDLE_FLUSH_MS);
      timers.set((next += 1), run);
      return next;
    },
    clearTimer: (timer) => timers.delete(timer as number),
  });
  const bodies = async () =>
    Promise.all(beacons.map(async ({ body }) => JSON.parse(await body.text()) as Record<string, unknown>));
  const runTimers = () => [...timers.values()].forEach((run) => run());
  return {
    sender,
    beacons,
    fetches,
    timers,
    bodies,
    runTimers,
    agree: (chosen: Consent, id?: string) => {
      consent = chosen;
      clientId = id;
    },
  };
}

describe(createEventSender, () => {
  it('waits for 2 s without a new event, then sends one JSON beacon to /api/events', async () => {
    const h = harness();
    h.sender.send(event(1));
    h.sender.send(event(2));
    expect(h.beacons).toHaveLength(0);
    expect(h.timers.size).toBe(1);
    h.runTimers();
    expect(h.beacons).toHaveLength(1);
    expect(h.beacons[0]?.url).toBe(EVENTS_ENDPOINT);
    expect(h.beacons[0]?.body.type).toBe('application/json');
    expect(await h.bodies()).toEqual([
      { consent: { analytics: false, advertising: false }, events: [event(1), event(2)] },
    ]);
  });

  it('sends each event with the consent and client id of the moment it happened', async () => {
    const h = harness();
    h.sender.send(event(1));
    h.agree({ analytics: true, advertising: false }, 'client-id-0001');
    h.sender.send(event(2));
    h.sender.flush();
    expect(await h.bodies()).toEqual([
      { consent: { analytics: false, advertising: false }, events: [event(1)] },
      { consent: { analytics: true, advertising: false }, clientId: 'client-id-0001', events: [event(2)] },
    ]);
  });

  it('sends at most 25 events a request, and nothing twice', async () => {
    const h = harness();
    for (let id = 0; id < 60; id += 1) h.sender.send(event(id));
    h.sender.flush();
    h.sender.flush();
    const sizes = (await h.bodies()).map((body) => (body.events as unknown[]).length);
    expect(sizes).toEqual([25, 25, 10]);
    expect(h.timers.size).toBe(0);
  });

  it('falls back to fetch with keepalive when the browser refuses the beacon', () => {
    const h = harness({ beaconTakes: false });
    h.sender.send(event(1));
    h.sender.flush();
    expect(h.fetches).toHaveLength(1);
    expect(h.fetches[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(h.fetches[0]?.init.body as string)).toMatchObject({ events: [event(1)] });
  });

  it('sends nothing when nothing happened', () => {
    const h = harness();
    const beacon = vi.fn();
    h.sender.flush();
    expect(h.beacons).toHaveLength(0);
    expect(beacon).not.toHaveBeenCalled();
  });
});
