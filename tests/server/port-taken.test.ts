import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../src/server/env';
import { startServer } from '../../src/server/server';
import { freshDatabase } from '../support/database';

// A port another process already listens on fails the start at once, with the system's error,
// instead of leaving the start waiting for a 'listening' that never comes (main.ts reports it and
// exits; tests/support/server.ts tries another port).

let taken: Server;
let port: number;
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

describe('starting on a port in use', () => {
  it('rejects with EADDRINUSE, and the database it was given still answers', async () => {
    const database = await freshDatabase('seeded');
    try {
      const env = loadEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
      await expect(startServer(env, pino({ level: 'silent' }), { database, clientDir: '/nonexistent' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(JSON.stringify(await database.db.execute(sql`select 41 + 1 as answer`))).toContain('42');
    } finally {
      await database.close();
    }
  });
});
