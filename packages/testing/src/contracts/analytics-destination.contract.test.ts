import { createFirstPartyDestination } from '@app/domain';
import { InMemoryAnalyticsSink } from '../fakes/in-memory-analytics-sink.ts';
import { analyticsDestinationContract, pageViewsCounted } from './analytics-destination.contract.ts';

analyticsDestinationContract('first-party destination on InMemoryAnalyticsSink', async () => {
  let sink = new InMemoryAnalyticsSink();
  return {
    get destination() {
      return createFirstPartyDestination(sink, { now: () => Date.now() });
    },
    takes: ['page_view'],
    received: () => pageViewsCounted(sink),
    reset: async () => {
      sink = new InMemoryAnalyticsSink();
    },
  };
});
