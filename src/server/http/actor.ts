import type { Context, Input } from 'hono';
import type { AppEnv } from './context';
import type { HostRow } from '../domain-types';

/**
 * The actor of an authenticated request, as authenticate.ts set it: the host every query is
 * scoped to and the staff member acting for it (null unless impersonating). Routes pass it to
 * services taking an Actor; it carries the full rows, as c.get does.
 */
export function actorOf<P extends string, I extends Input>(c: Context<AppEnv, P, I>): { host: HostRow; staff: HostRow | null } {
  return { host: c.get('host'), staff: c.get('staff') };
}
