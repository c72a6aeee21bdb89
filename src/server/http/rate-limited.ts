import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { ProblemError, ProblemType } from './problem';
import { hitRateLimit } from '../services/rate-limit';

export interface RateLimitRule<C extends Context> {
  /** The counter's key: who is counted (an address, a stay, a host). */
  key: (c: C) => string;
  limit: number;
  windowSeconds: number;
  /** The problem's detail, for the caller. */
  detail: string;
}

/** Counts every call through it; past the limit 429 problem+json with Retry-After, before the route runs. */
export function rateLimited<C extends Context>(db: Db, rule: RateLimitRule<C>): MiddlewareHandler {
  return async (c, next) => {
    const hit = await hitRateLimit(db, rule.key(c as C), rule.limit, rule.windowSeconds);
    if (!hit.allowed) {
      c.header('retry-after', String(hit.retryAfter));
      throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', rule.detail);
    }
    await next();
  };
}
