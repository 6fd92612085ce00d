import { createContext, useContext, type ReactNode } from 'react';
import type { WebServices } from '../services/web-services.ts';
import type { AppStores } from '../stores/app-stores.ts';

interface AppContextValue {
  readonly services: WebServices;
  readonly stores: AppStores;
}

const AppContext = createContext<AppContextValue | null>(null);

/** Hands services and stores to event handlers and components (never the DI container). */
export function AppContextProvider(props: AppContextValue & { children: ReactNode }) {
  return (
    <AppContext.Provider value={{ services: props.services, stores: props.stores }}>
      {props.children}
    </AppContext.Provider>
  );
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (value === null) throw new Error('AppContextProvider is missing above this component');
  return value;
}

/** The app's services, for event handlers. */
export function useServices(): WebServices {
  return useAppContext().services;
}

/** The app's stores. */
export function useStores(): AppStores {
  return useAppContext().stores;
}
