import { createContext, useContext } from 'react';
import type { AppSettings, PublicSettings } from '../../shared/schemas/app-settings';
import type { Locale } from '../../shared/i18n/locales';

// What the app start loaded once for the whole tab; user info stays in react-query because it
// changes (profile edits, impersonation).
export interface AppData {
  locale: Locale;
  appSettings: AppSettings;
  publicSettings: PublicSettings;
  /** The browser reported going offline (tracked by the app-start machine). */
  offline: boolean;
  /** Loads everything again (after the acting host changed). */
  reload(): void;
}

export const AppDataContext = createContext<AppData | null>(null);

export function useAppData(): AppData {
  const value = useContext(AppDataContext);
  if (!value) throw new Error('useAppData must be used inside the app start gate');
  return value;
}
