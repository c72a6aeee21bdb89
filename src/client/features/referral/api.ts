import { createFetchClient } from '../../api/fetch-client';
import { api, API_TIMEOUT_MS, callApi, parseAnswer } from '../../api/http';
import { ReferralTokenSchema, ReferralWidgetSchema, type ReferralTokenRequest, type ReferralWidget } from '../../../shared/schemas/referral';

// The referral widget's two calls (AS §7; server: routes/referral.ts).

/** No hooks (no token, no refresh) and no retry: a bad token stays bad. */
const publicApi = createFetchClient({ prefixUrl: '/api/public', timeout: API_TIMEOUT_MS });

export const referralKeys = {
  widget: (hostId: string) => ['referral', 'widget', hostId] as const,
};

export function fetchReferralToken(body: ReferralTokenRequest, signal?: AbortSignal): Promise<string> {
  return callApi(async () => parseAnswer(ReferralTokenSchema, await api.post('app/cello-token', { json: body, signal }).json()).token);
}

/**
 * The widget's data for a token. A public call, sent without the host's credentials: its 401
 * means "this referral token is bad", and must not make the shared client refresh the host's
 * session or sign the host out.
 */
export function fetchReferralWidget(token: string, signal?: AbortSignal): Promise<ReferralWidget> {
  return callApi(async () => parseAnswer(ReferralWidgetSchema, await publicApi.get('referral', { searchParams: { token }, signal }).json()));
}

/** A new token, then what the widget shows for it. */
export async function loadReferralWidget(body: ReferralTokenRequest, signal?: AbortSignal): Promise<ReferralWidget> {
  return fetchReferralWidget(await fetchReferralToken(body, signal), signal);
}
