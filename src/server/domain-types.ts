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
