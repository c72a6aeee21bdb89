import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

// Routes for pricing (stay quote), mounted under /api/app (token required, host from the token).
export function stayQuoteRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  return r;
}

// Public routes for the guest-facing stay quote, mounted under /api/public (no token).
export function stayQuotePublicRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  return r;
}
