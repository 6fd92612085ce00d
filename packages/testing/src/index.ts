export * from './fakes/fixed-clock.ts';
export * from './fakes/in-memory-footer-link-repository.ts';
export * from './fakes/in-memory-listing-store.ts';
export * from './arbitraries/path.arbitrary.ts';
export * from './arbitraries/footer-link.arbitrary.ts';
export * from './arbitraries/listing.arbitrary.ts';
export * from './contracts/footer-link-repository.contract.ts';
export * from './contracts/listing-store.contract.ts';
