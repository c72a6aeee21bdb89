import { createContext, useContext, useMemo } from 'react';
import type { AppSettings, PublicSettings } from '../../shared/schemas/app-settings';
import type { Locale } from '../../shared/i18n/locales';
import { applyToggleOverrides } from '../../shared/domain/feature-toggles';
import { useToggleOverrides } from '../features/feature-toggle/toggle-store';

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

/**
 * The app data as this browser uses it: the public settings carry the browser's own interface
 * switches (/feature-toggle/{id}), applied on every read so a choice shows at once. The portal's
 * own answer stays in the context (the feature-toggle page shows it).
 */
export function useAppData(): AppData {
  const value = useContext(AppDataContext);
  const overrides = useToggleOverrides();
  const data = useMemo(() => {
    if (!value) return null;
    const publicSettings = applyToggleOverrides(value.publicSettings, overrides);
    return publicSettings === value.publicSettings ? value : { ...value, publicSettings };
  }, [value, overrides]);
  if (!data) throw new Error('useAppData must be used inside the app start gate');
  return data;
}
