import { createContext, useContext } from 'react';
import type { AppServices } from './services';
import type { ProvidedMachines } from './machines';

export interface AppContextValue {
  services: AppServices;
  machines: ProvidedMachines;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The app's services and provided machines (inside <App>). */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() outside <App>');
  return value;
}
