import { InMemoryAnalyticsSink } from '../fakes/in-memory-analytics-sink.ts';
import { analyticsSinkContract } from './analytics-sink.contract.ts';

analyticsSinkContract('InMemoryAnalyticsSink', async () => {
  let sink = new InMemoryAnalyticsSink();
  return {
    get sink() {
      return sink;
    },
    reset: async () => {
      sink = new InMemoryAnalyticsSink();
    },
  };
});
