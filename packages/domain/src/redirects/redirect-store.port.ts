import type { Redirect, RedirectChange } from './redirect.ts';

/** Where the site's permanent redirects are kept (one row per old address). */
export interface RedirectStore {
  /** Every redirect, by `fromPath`. */
  list(): Promise<Redirect[]>;
  /** Applies the whole change or none of it; DataUnavailableError when it cannot (nothing changed then). */
  apply(change: RedirectChange): Promise<void>;
}
