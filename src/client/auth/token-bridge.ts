// The HTTP client lives outside React, the session lives inside it. The session provider
// connects itself here; the HTTP client (api/http.ts) only ever talks to these functions, so it never imports React or the
// session machine (and tests can connect a fake session).

export interface TokenSession {
  /** The access token to send now, or null when signed out. */
  accessToken(): string | null;
  /** Ask the session to refresh after a 401; true when it is active again, false when signed out. */
  refreshAfterUnauthorized(): Promise<boolean>;
  /** The refreshed token was refused as well: the session cannot be trusted any more. */
  endAfterUnauthorized(): void;
}

let session: TokenSession | null = null;
// Several calls fail with 401 at once when a token expires; they share one refresh.
let inflight: Promise<boolean> | null = null;

/** Connects the live session; answers a disconnect function (for unmount and tests). */
export function connectTokenBridge(next: TokenSession): () => void {
  session = next;
  inflight = null;
  return () => {
    if (session === next) {
      session = null;
      inflight = null;
    }
  };
}

export function currentAccessToken(): string | null {
  return session?.accessToken() ?? null;
}

/**
 * `sentToken` is the token the refused call carried. When the session holds another one already
 * (a refresh for a call that failed together with this one ended before this 401 arrived), the
 * call is retried with it and no second refresh starts.
 */
export function refreshAfterUnauthorized(sentToken?: string): Promise<boolean> {
  const s = session;
  if (!s) return Promise.resolve(false);
  const current = s.accessToken();
  if (!inflight && sentToken !== undefined && current && current !== sentToken) return Promise.resolve(true);
  if (!inflight) {
    inflight = s
      .refreshAfterUnauthorized()
      .catch(() => false)
      .finally(() => {
        inflight = null;
      });
  }
  return inflight;
}

export function endSessionAfterUnauthorized(): void {
  session?.endAfterUnauthorized();
}
