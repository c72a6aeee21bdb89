import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { loadEnv } from '../../src/server/env';
import { startServer, type RunningServer } from '../../src/server/server';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import { bookings, hosts } from '../../src/server/db/schema';
import { runningServer } from '../support/server';
import { ANNA } from '../support/api';
import { readSse } from '../support/sse';
import { scratchDatabase } from '../support/database';

// Real time over real HTTP: a host's event stream gets a message posted through the host API
// within a second — on one instance (PGlite or PostgreSQL), and across two server instances on
// one PostgreSQL database, where only LISTEN/NOTIFY can carry it from one to the other.

type Instance = RunningServer & { env: ReturnType<typeof loadEnv> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** One more server process's worth: its own pool, LISTEN and HTTP port, on a database it shares. */
async function instanceOn(database: Database): Promise<Instance> {
  const port = await freePort();
  const env = loadEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'false' });
  return { ...(await startServer(env, pino({ level: 'silent' }), { database, clientDir: '/nonexistent' })), env };
}

/** Two instances on one fresh PostgreSQL database (dropped again by the returned close). */
async function twoInstancesOnPostgres(): Promise<{ a: Instance; b: Instance; close(): Promise<void> }> {
  const scratch = await scratchDatabase(process.env.DATABASE_URL!);
  const first = await openDatabase({ databaseUrl: scratch.url });
  await seedDemoData(first);
  const a = await instanceOn(first);
  const b = await instanceOn(await openDatabase({ databaseUrl: scratch.url }));
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await scratch.drop();
    },
  };
}

const bearer = async (i: Instance) => ({ authorization: `Bearer ${await issueAccessToken({ db: i.database.db, env: i.env }, ANNA)}` });

async function api(i: Instance, method: string, path: string, body?: unknown) {
  const res = await fetch(`${i.url}${path}`, { method, headers: { ...(await bearer(i)), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
}

/** A conversation of one of Anna's seeded stays, opened through the host API. */
async function annasConversation(i: Instance): Promise<string> {
  const [anna] = await i.database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, ANNA));
  const [stay] = await i.database.db.select({ code: bookings.code }).from(bookings).where(and(eq(bookings.hostId, anna.id), eq(bookings.kind, 'inquiry'))).limit(1);
  const opened = await api(i, 'POST', '/api/app/messaging/conversation', { bookingInquiryId: stay.code });
  expect(opened.status, opened.text).toBe(200);
  return opened.json.conversationId;
}

/** The host's event stream on an instance, once it said ready. */
async function hostStream(i: Instance) {
  const token = await api(i, 'GET', '/api/app/messaging/token');
  expect(token.status, token.text).toBe(200);
  const res = await fetch(`${i.url}/api/messaging/events?token=${token.json.token}`);
  expect(res.status).toBe(200);
  const sse = readSse(res);
  await sse.waitFor((e) => e.event === 'ready', 2000);
  return sse;
}

let seq = 0;
async function postAndReceive(from: Instance, to: Instance) {
  const conversationId = await annasConversation(from);
  const sse = await hostStream(to);
  try {
    const body = `Across instances ${++seq}`;
    const posted = await api(from, 'POST', `/api/app/messaging/channels/${conversationId}/messages`, { clientMessageId: `fanout-${seq}-${Date.now()}`, body });
    expect(posted.status, posted.text).toBe(201);
    // Received before a 1 s deadline after the post was acknowledged (a bounded wait, not a benchmark).
    const got = await sse.waitFor((e) => e.event === 'message' && JSON.parse(e.data).message.id === posted.json.id, 1000);
    expect(JSON.parse(got.data)).toEqual({ conversationId, message: posted.json });
  } finally {
    await sse.close();
  }
}

describe('one instance (the test database: PGlite, or PostgreSQL in CI)', () => {
  let server: Instance;
  beforeAll(async () => {
    server = await runningServer();
  });
  afterAll(() => server.close());

  it("a host's stream gets a message posted through the host API before a 1 s deadline", async () => {
    await postAndReceive(server, server);
  });

  it('server close ends open streams and does not hang on them', async () => {
    const other = await runningServer();
    const sse = await hostStream(other);
    await other.close(); // would wait forever for the open stream
    await sse.waitForEnd(1000);
  });
});

// Two instances need a database server both reach: CI runs this against PostgreSQL (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let pair: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  beforeAll(async () => {
    pair = await twoInstancesOnPostgres();
  });
  afterAll(() => pair.close());

  it('a message posted through instance A reaches a host stream on instance B before a 1 s deadline', async () => {
    await postAndReceive(pair.a, pair.b);
  });

  it('and the other way round', async () => {
    await postAndReceive(pair.b, pair.a);
  });
});
