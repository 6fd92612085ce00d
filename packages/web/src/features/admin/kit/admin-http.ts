import { useRouter } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import type { AdminApi } from '../../../services/admin-api.ts';
import { adminApiOf } from '../../../services/web-services.ts';

export type { AdminApi, AdminQuery } from '../../../services/admin-api.ts';
export { withQuery } from '../../../services/admin-api.ts';

/** Lets component tests hand the admin pages their own API (no router needed). */
export const AdminApiContext = createContext<AdminApi | null>(null);

/** The admin API for event handlers: the router context's services (as loaders get it). */
export function useAdminApi(): AdminApi {
  const override = useContext(AdminApiContext);
  const router = useRouter({ warn: override === null });
  return override ?? adminApiOf(router.options.context.services);
}
