import { api, callApi } from '../api/http';
import type { FraudSignals } from '../../shared/schemas/staff-review';

// The fraud-tracking script (AS §6): once per browser session of a signed-in
// host, a few device signals that name no person (time zone, language, screen, platform, touch,
// a SHA-256 of the user agent rather than the string) go to the server, which keeps the first
// set per session. Loaded only through fraud-tracking.tsx, never for staff or impersonation.

const SESSION_KEY = 'fraud_signals_session';
const SENT_KEY = 'fraud_signals_sent';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** This tab session's id: made once, kept until the tab closes. */
function sessionIdOf(store: Storage | null): string {
  const existing = store?.getItem(SESSION_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  store?.setItem(SESSION_KEY, id);
  return id;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function collectFraudSignals(sessionId: string): Promise<FraudSignals> {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    sessionId,
    timeZone: (Intl.DateTimeFormat().resolvedOptions().timeZone ?? '').slice(0, 64),
    language: (nav.language ?? '').slice(0, 35),
    screen: {
      width: Math.max(0, Math.round(window.screen?.width ?? 0)),
      height: Math.max(0, Math.round(window.screen?.height ?? 0)),
      pixelRatio: Math.min(16, Math.max(0, window.devicePixelRatio || 1)),
    },
    platform: (nav.userAgentData?.platform ?? nav.platform ?? '').slice(0, 64),
    touch: (nav.maxTouchPoints ?? 0) > 0,
    userAgentHash: await sha256Hex(nav.userAgent ?? ''),
  };
}

/** Sends this session's signals unless this tab already did; a failure is tried again next session. */
export async function sendFraudSignals(): Promise<void> {
  const store = sessionStore();
  if (store?.getItem(SENT_KEY)) return;
  const signals = await collectFraudSignals(sessionIdOf(store));
  await callApi(() => api.post('app/fraud-signals', { json: signals }));
  store?.setItem(SENT_KEY, '1');
}
