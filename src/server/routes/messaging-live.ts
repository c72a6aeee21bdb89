import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

// The live channel: GET /api/app/messaging/token (bearer) and GET /api/messaging/events?token= (SSE). Being built in issue 9.
export function messagingTokenRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
export function messagingLiveRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
