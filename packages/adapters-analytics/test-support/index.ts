export { startGa4CollectorDouble, ga4ValidationMessages, type Ga4CollectorDouble } from './ga4-collector-double.ts';
export { startMetaCapiDouble, metaEventProblem, type MetaCapiDouble } from './meta-capi-double.ts';
