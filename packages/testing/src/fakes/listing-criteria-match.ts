// The reference matcher moved into the domain (the alert rule uses it in production); re-exported so the fakes and
// the adapters' contract suites keep their import.
export { matchesListingCriteria, type OpenHouseEnds } from '@app/domain';
