import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

// The host's inbox calls (account-and-shell §7 Messaging), mounted under /api/app. Being built in issue 9.
export function messagingRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  return r;
}
