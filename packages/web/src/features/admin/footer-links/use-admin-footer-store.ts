import { useState } from 'react';
import { systemClock } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { createAdminFooterStore, type AdminFooterStore } from './admin-footer-store.ts';
import { createFooterLinkAdminClient } from './footer-link-admin-client.ts';

let browserStore: AdminFooterStore | undefined;

/**
 * The admin footer store, one per browser tab: it outlives the page, so coming back to the list
 * within 5 minutes may reuse the page already loaded (the spec's admin cache).
 */
export function useAdminFooterStore(): AdminFooterStore {
  const api = useAdminApi();
  const [store] = useState(() => {
    browserStore ??= createAdminFooterStore({ client: createFooterLinkAdminClient(api), clock: systemClock });
    return browserStore;
  });
  return store;
}
