import { PublicSettingsSchema, type PublicSettings } from '../../shared/schemas/app-settings';
import { api, callApi, parseAnswer } from '../api/http';

// GET /api/public/settings (AS §7): the switches that shape the shell. Only the shell reads
// them, so the call lives with it rather than in the shared API area. This is the portal's own
// answer; useAppData (app-data.tsx) lays this browser's interface switches (/feature-toggle/{id})
// over it, so a choice shows at once and the page can still show what the portal says.
export function fetchPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return callApi(async () => parseAnswer(PublicSettingsSchema, await api.get('public/settings', { signal }).json()));
}

let early: Promise<PublicSettings> | undefined;

/** Begins the start's settings call as soon as main.tsx runs, before the app start asks for it. */
export function prefetchPublicSettings(): void {
  early = fetchPublicSettings();
  early.catch(() => undefined); // the app start reports a failure
}

/** The start's settings: the early call when there is one (taken once: a retry asks again). */
export function startPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const taken = early;
  early = undefined;
  return taken ?? fetchPublicSettings(signal);
}
