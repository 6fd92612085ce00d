// Test support: a faithful in-process CoreLogic Trestle (RESO Web API) double, for the
// adapter's own tests and for the API's end-to-end replication test.
export {
  TrestleDouble,
  type TrestleDoubleOptions,
  type RecordedRequest,
  type ScriptedAnswer,
} from './trestle-double.ts';
export { startNfhlDouble, type NfhlDouble, type NfhlFailure } from './nfhl-double.ts';
