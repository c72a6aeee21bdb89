import { api, callApi, parseAnswer } from './http';
import { BrowserHealthSchema } from '../../shared/schemas/telemetry';

// The staff desk's browser health (server: routes/telemetry.ts).
export const browserHealthKey = ['staff', 'browser-health'] as const;

export const fetchBrowserHealth = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(BrowserHealthSchema, await api.get('app/staff/browser-health', { signal }).json()));
