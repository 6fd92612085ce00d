export {
  createGa4Destination,
  GA4_COLLECT_URL,
  ga4Event,
  ga4Payloads,
  type Ga4Options,
} from './ga4-measurement-protocol.ts';
export { createMetaDestination, META_CAPI_URL, metaServerEvent, type MetaOptions } from './meta-conversions-api.ts';
export { DestinationRefusedError } from './post-json.ts';
