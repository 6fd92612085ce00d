export * from './exclusive-lock.port.ts';
export * from './change-bus.port.ts';
export * from './in-process-exclusive-lock.ts';
export * from './in-process-change-bus.ts';
export * from './exclusive-job.ts';
