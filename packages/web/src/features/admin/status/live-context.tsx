import { createContext, useContext, type ReactNode } from 'react';
import type { LiveContext } from '@app/domain';
import type { AdminApi } from '../kit/admin-http.ts';

const NOTHING_SHOWING: LiveContext = { showingBannerIds: [] };

const LiveStatusContext = createContext<LiveContext>(NOTHING_SHOWING);

/** What the status words depend on besides each record (the banner each placement shows), for a route loader; a
 * failure leaves no banner showing (a live banner then reads "Hidden: another banner is showing", never a false
 * "On the site"). */
export function loadLiveContext(api: AdminApi): Promise<LiveContext> {
  return api.get<LiveContext>('/api/admin/live-status').then(
    (context) => context,
    () => NOTHING_SHOWING,
  );
}

/** Hands the loaded context to every status badge below. */
export function LiveContextProvider({
  value,
  children,
}: {
  readonly value: LiveContext;
  readonly children: ReactNode;
}) {
  return <LiveStatusContext.Provider value={value}>{children}</LiveStatusContext.Provider>;
}

/** The context a status badge reads. */
export function useLiveContext(): LiveContext {
  return useContext(LiveStatusContext);
}
