import type { hosts } from './db/schema';

// Types shared by the HTTP layer and the services. They live here, importing nothing from
// services/ or http/, so that http/context.ts (the Hono env) does not depend on a service module
// that itself imports http/ — the type cycle that was there before.

/** A row of the hosts table: a host, or a staff member (isStaff). */
export type HostRow = typeof hosts.$inferSelect;

/** Who a service call acts for: the host it is scoped to, and the staff member when impersonating. */
export interface Actor {
  host: { id: string };
  staff: { id: string } | null;
}

/** What a verified access token says of its account (auth/verify-token.ts); services provision hosts from it. */
export interface TokenClaimsLike {
  sub: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  accountType?: 'individual' | 'company';
  /** Chosen at registration on the portal's own identity server; other providers do not say. */
  commercialModel?: 'subscription' | 'commission';
  /** The language the account was registered in (a BCP 47 tag); the host starts with it. */
  locale?: string;
  sessionId?: string;
  /** When the token was issued (seconds): one older than its account's password is refused. */
  issuedAt?: number;
}
