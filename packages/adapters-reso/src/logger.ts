/** Where the adapter reports skipped records and retries: the domain's `Logger` (`console` fits it). */
export type { Logger } from '@app/domain';
