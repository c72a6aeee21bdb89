import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

// Routes for iCal (export feed, imported calendars), mounted under /api/app (token required, host from the token).
export function icalRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  return r;
}

// Public routes for the iCal export feed (its secret token is the credential), mounted under /api/public (no token).
export function icalPublicRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  return r;
}
