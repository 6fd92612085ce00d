// The start-up steps the browser's entry imports one after the other (entry-client.tsx), named here as an entry of
// the build so that the bundler puts their modules in the entry's chunk (ADR 0054). Never loaded itself.
export * from './client-libraries.ts';
export * from './client-app.tsx';
