import { PublicSettingsSchema, type PublicSettings } from '../../shared/schemas/app-settings';
import { api, callApi, parseAnswer } from '../api/http';

// GET /api/public/settings (spec §7): the switches that shape the shell. Only the shell reads
// them, so the call lives with it rather than in the shared API area.
export function fetchPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return callApi(async () => parseAnswer(PublicSettingsSchema, await api.get('public/settings', { signal }).json()));
}
