import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

// The guest's sign-in and chat under /api/guest (guest_token cookie). Being built in issue 9.
export function guestChatRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
