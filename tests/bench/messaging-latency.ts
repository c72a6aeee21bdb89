// Messaging benchmark: how fast a stored message reaches the open inboxes and guest chats.
// A real server (startServer over a fresh seeded database) runs in a child process (this file
// with --serve), so the load generator does not share its event loop. The parent opens
// BENCH_HOST_STREAMS (20) host event streams for anna@ (each with its own messaging token from
// GET /api/app/messaging/token) and BENCH_GUEST_STREAMS (20) guest streams (signed in at
// /api/guest/login on anna@'s stays, spread over them), then posts BENCH_MESSAGES (200) messages
// — three of four by the host, one of four by a guest — BENCH_POSTERS (8) at a time, and
// measures per message:
//   acknowledgement: POST sent -> 201 answer read (the message is stored and committed);
//   delivery: 201 answer read -> the `message` event read on a stream that should get it (every
//     host stream; the guest streams of that conversation). The event may beat the answer (the
//     NOTIFY goes out at commit, before the HTTP answer is written): then the figure is negative.
//   end to end: POST sent -> event read.
// On the embedded PGlite always; on PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is
// set (a new database on that server, dropped afterwards). Prints figures; asserts nothing about
// time. Bounded: each phase has a deadline (BENCH_SECONDS, 60), missing deliveries are counted.
// Run alone: npx tsx tests/bench/messaging-latency.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const thisFile = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(thisFile), '../..');
const ANNA = 'anna@demo.host-portal.test';

const intEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
};

interface Ready {
  url: string;
  token: string;
  /** anna@'s stays with a conversation and an e-mail: what a guest signs in with. */
  stays: { code: string; email: string; conversationId: string }[];
}

// ---- the child: the real server over a fresh seeded database ----

async function serve() {
  const { and, eq, isNotNull } = await import('drizzle-orm');
  const { runningServer } = await import('../support/server');
  const { issueAccessToken } = await import('../../src/server/auth/issue-token');
  const { bookings, hosts } = await import('../../src/server/db/schema');
  // A fresh seeded database: in-memory PGlite, or a new database on DATABASE_URL's server (dropped on close).
  const running = await runningServer({ JOBS: 'false' });
  const { database } = running;
  const token = await issueAccessToken({ db: database.db, env: running.env }, ANNA);
  const stays = await database.db
    .select({ code: bookings.code, email: bookings.customerEmail, conversationId: bookings.conversationId })
    .from(bookings)
    .innerJoin(hosts, eq(hosts.id, bookings.hostId))
    .where(and(eq(hosts.email, ANNA), isNotNull(bookings.conversationId), isNotNull(bookings.customerEmail)));
  const ready: Ready = { url: running.url, token, stays: stays as Ready['stays'] };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', async () => {
    await running.close();
    process.exit(0);
  });
}

// ---- the parent: streams, posts, figures ----

interface Stats {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { n: s.length, p50: q(0.5), p99: q(0.99), max: s.at(-1) ?? NaN };
}
const fmt = (s: Stats) => `n=${s.n} p50=${s.p50.toFixed(1)} ms p99=${s.p99.toFixed(1)} ms max=${s.max.toFixed(1)} ms`;

/** Arrival times of message events on one stream, by message id. */
interface Stream {
  side: 'host' | 'guest';
  conversationId: string | null;
  arrivals: Map<string, number>;
  abort: AbortController;
  done: Promise<void>;
}

/** Opens an event stream and resolves once its `ready` event is read. */
async function openStream(url: string, headers: Record<string, string>, side: Stream['side'], conversationId: string | null, deadline: number): Promise<Stream> {
  const abort = new AbortController();
  const arrivals = new Map<string, number>();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const done = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        const now = performance.now();
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1];
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.replace(/^data: ?/, ''))
            .join('\n');
          if (event === 'ready') markReady();
          else if (event === 'message') {
            const { message } = JSON.parse(data) as { message: { id: string } };
            if (!arrivals.has(message.id)) arrivals.set(message.id, now);
          }
        }
      }
    } catch {
      /* aborted at the end */
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([ready, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${side} stream not ready in time`)), Math.max(0, deadline - performance.now()))))]);
  } finally {
    clearTimeout(timer);
  }
  return { side, conversationId, arrivals, abort, done };
}

async function startChild(label: string, databaseUrl: string | undefined): Promise<{ child: ChildProcess; ready: Ready }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', thisFile, '--serve'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: the server did not start in 120 s`)), 120_000);
    child.once('exit', (code) => reject(new Error(`${label}: the server exited (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as Ready);
    });
  });
  return { child, ready };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function measure(label: string, databaseUrl: string | undefined) {
  const hostStreams = intEnv('BENCH_HOST_STREAMS', 20);
  const guestStreams = intEnv('BENCH_GUEST_STREAMS', 20);
  const total = intEnv('BENCH_MESSAGES', 200);
  const posters = intEnv('BENCH_POSTERS', 8);
  const seconds = intEnv('BENCH_SECONDS', 60);
  const started = performance.now();
  const { child, ready } = await startChild(label, databaseUrl);
  const startMs = performance.now() - started;
  const streams: Stream[] = [];
  try {
    const { url, token, stays } = ready;
    const bearer = { authorization: `Bearer ${token}` };
    const guestStays = stays.slice(0, Math.min(stays.length, 5));
    if (guestStays.length === 0) throw new Error('anna@ has no stay with a conversation and an e-mail (seed)');
    const openUntil = performance.now() + seconds * 1000;
    const t0 = performance.now();

    for (let i = 0; i < hostStreams; i++) {
      const r = await fetch(`${url}/api/app/messaging/token`, { headers: bearer });
      if (!r.ok) throw new Error(`messaging token: ${r.status} ${await r.text()}`);
      const { token: live } = (await r.json()) as { token: string };
      streams.push(await openStream(`${url}/api/messaging/events?token=${encodeURIComponent(live)}`, {}, 'host', null, openUntil));
    }
    // Guests: each stream its own sign-in (cookie); their posts use the same cookies.
    const guests: { cookie: string; conversationId: string }[] = [];
    for (let i = 0; i < guestStreams; i++) {
      const stay = guestStays[i % guestStays.length]!;
      const r = await fetch(`${url}/api/guest/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookingCode: stay.code, email: stay.email }) });
      if (!r.ok) throw new Error(`guest login ${stay.code}: ${r.status} ${await r.text()}`);
      const cookie = (r.headers.getSetCookie?.() ?? [r.headers.get('set-cookie') ?? '']).map((c) => c.split(';')[0]).join('; ');
      guests.push({ cookie, conversationId: stay.conversationId });
      streams.push(await openStream(`${url}/api/guest/events`, { cookie }, 'guest', stay.conversationId, openUntil));
    }

    const opened = performance.now() - t0;

    // Post: three of four by the host (round the guests' conversations), one of four by a guest.
    const acks: number[] = [];
    const posted: { id: string; conversationId: string; sentAt: number; ackAt: number }[] = [];
    let failures = 0;
    let next = 0;
    const postUntil = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: posters }, async () => {
        while (next < total && performance.now() < postUntil) {
          const i = next++;
          const guest = guests[i % guests.length]!;
          const byGuest = i % 4 === 3;
          const body = JSON.stringify({ clientMessageId: `bench-${label.replace(/\W+/g, '')}-${i}`, body: `Bench message ${i}` });
          const sentAt = performance.now();
          const r = byGuest
            ? await fetch(`${url}/api/guest/messages`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: guest.cookie }, body })
            : await fetch(`${url}/api/app/messaging/channels/${guest.conversationId}/messages`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body });
          const text = await r.text();
          const ackAt = performance.now();
          if (r.status !== 201) {
            failures++;
            if (failures <= 3) console.warn(`  post ${i} answered ${r.status}: ${text.slice(0, 200)}`);
            continue;
          }
          acks.push(ackAt - sentAt);
          posted.push({ id: (JSON.parse(text) as { id: string }).id, conversationId: guest.conversationId, sentAt, ackAt });
        }
      }),
    );

    // Wait (bounded) until every stream that should have each message has it.
    const expected = (s: Stream, m: (typeof posted)[number]) => s.side === 'host' || s.conversationId === m.conversationId;
    const missing = () => posted.reduce((n, m) => n + streams.filter((s) => expected(s, m) && !s.arrivals.has(m.id)).length, 0);
    const waitUntil = performance.now() + 10_000;
    while (missing() > 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));

    const delivery = { host: [] as number[], guest: [] as number[] };
    const endToEnd: number[] = [];
    for (const m of posted) {
      for (const s of streams) {
        const at = s.arrivals.get(m.id);
        if (at === undefined || !expected(s, m)) continue;
        delivery[s.side].push(at - m.ackAt);
        endToEnd.push(at - m.sentAt);
      }
    }
    console.log(`messaging on ${label}: ${hostStreams} host streams, ${guestStreams} guest streams on ${guestStays.length} conversations, ${posted.length}/${total} messages stored, ${posters} posting at a time (server up in ${startMs.toFixed(0)} ms, streams opened in ${opened.toFixed(0)} ms)`);
    console.log(`  post acknowledged (sent -> 201 read):             ${fmt(stats(acks))}` + (failures ? ` FAILED=${failures}` : ''));
    console.log(`  delivery to host streams (201 read -> event read): ${fmt(stats(delivery.host))}`);
    console.log(`  delivery to guest streams (201 read -> event read):${fmt(stats(delivery.guest))}`);
    console.log(`  end to end, all streams (sent -> event read):     ${fmt(stats(endToEnd))}` + (missing() ? ` MISSING=${missing()}` : ''));
  } finally {
    for (const s of streams) s.abort.abort();
    await Promise.all(streams.map((s) => s.done));
    const stopping = performance.now();
    await stopChild(child);
    console.log(`  server stopped in ${(performance.now() - stopping).toFixed(0)} ms`);
  }
}

export async function benchMessagingLatency() {
  await measure('PGlite (embedded)', undefined);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pgUrl) await measure('PostgreSQL', pgUrl);
  else console.log('messaging on PostgreSQL: skipped (set DATABASE_URL or BENCH_DATABASE_URL)');
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv[1] === thisFile) await benchMessagingLatency();
