import pino from 'pino';
import { loadEnv } from '../../src/server/env';
import { createApp } from '../../src/server/app';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import type { Database } from '../../src/server/db/client';
import { freshDatabase } from './database';
import { seedDemoData } from '../../src/server/db/seed';

/**
 * The real API (createApp) over a fresh seeded database, and tokens for the demo accounts.
 * The demo data comes from the run's template, seeded when the run began; `seededNow` seeds it
 * here instead, for tests of the seed's own times ("a guest wrote a moment ago").
 */
export async function apiHarness(options: { env?: Record<string, string>; seededNow?: boolean } = {}) {
  const database: Database = await freshDatabase(options.seededNow ? 'migrated' : 'seeded');
  if (options.seededNow) await seedDemoData(database);
  const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'silent', ...options.env });
  const logger = pino({ level: 'silent' });
  const app = createApp({ database, env, logger, verifyToken: createTokenVerifier({ env, db: database.db }) });
  const tokens = new Map<string, string>();
  async function token(email: string) {
    if (!tokens.has(email)) tokens.set(email, await issueAccessToken({ db: database.db, env }, email));
    return tokens.get(email)!;
  }
  async function call(method: string, path: string, opts: { as?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.as) headers.authorization = `Bearer ${await token(opts.as)}`;
    if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(path, {
      method,
      headers,
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  return { app, env, database, token, call, close: () => database.close() };
}

export const ANNA = 'anna@demo.host-portal.test'; // subscription, individual
export const ALPINE = 'alpine@demo.host-portal.test'; // commission, company
export const MARIE = 'marie@demo.host-portal.test'; // commission, hybrid (bidding tag 7)
export const STAFF = 'staff@demo.host-portal.test';
