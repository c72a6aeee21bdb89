// npm run scale-out:check: starts the set-up of npm run scale-out (scripts/scale-out.ts: PostgreSQL,
// two instances launched together on an empty database, nginx in front) and proves, through the
// proxy or against one instance's port where the point is that they differ:
//   1. both instances started on the new database at the same moment, without an error;
//   2. the proxy spreads requests over both (x-instance, INSTANCE_NAME);
//   3. a browser signs in through the proxy and its calls succeed on both instances
//      (tests/scale-out/sign-in-and-api.spec.ts, Playwright in Debian's Chromium);
//   4. a live stream opened on instance A gets a message sent through instance B;
//   5. jobs run once: mails queued while both workers run are each claimed exactly once;
//   6. rate limits count the visitor's address (X-Forwarded-For from nginx, TRUST_PROXY=1): two
//      client addresses (127.0.0.2 and 127.0.0.3) are limited separately;
//   7. a photo uploaded through instance A is served by instance B.
// Not part of npm test (it needs nginx and a PostgreSQL server); .ci/run runs it as its own step.
// DATABASE_URL: a server to make this run's database on; unset, a temporary one is started.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { drizzle } from 'drizzle-orm/node-postgres';
import { startScaleOut, type ScaleOut } from './scale-out';
import { signInWithPassword } from './lib/oidc-login';
import { enqueueMail } from '../src/server/services/mail/outbox';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { GUEST_LOGIN_LIMIT } from '../src/shared/domain/messaging/guest-access';
import { DEMO_PASSWORD } from '../src/server/db/seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ANNA = 'anna@demo.host-portal.test';

class CheckFailed extends Error {}
function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

const results: { name: string; ok: boolean; detail: string; ms: number }[] = [];
async function check(name: string, run: () => Promise<string>) {
  const t = performance.now();
  try {
    const detail = await run();
    results.push({ name, ok: true, detail, ms: Math.round(performance.now() - t) });
    console.log(`PASS  ${name} — ${detail} (${Math.round(performance.now() - t)} ms)`);
  } catch (error) {
    const cause = (error as Error).cause ? ` (cause: ${String((error as Error).cause)})` : '';
    const detail = error instanceof CheckFailed ? error.message : `${(error as Error).stack ?? String(error)}${cause}`;
    results.push({ name, ok: false, detail, ms: Math.round(performance.now() - t) });
    console.log(`FAIL  ${name} — ${detail}`);
  }
}

/** A request from a chosen loopback address (nginx sees it as $remote_addr). */
function fromAddress(url: string, localAddress: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; instance: string | undefined; body: string }>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, instance: res.headers['x-instance'] as string | undefined, body }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: no answer in 10 s`)));
    req.end(init.body);
  });
}

async function api(base: string, token: string, method: string, pathname: string, body?: unknown) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  assert(res.ok, `${method} ${base}${pathname}: ${res.status} ${text.slice(0, 300)}`);
  return { json: text ? JSON.parse(text) : undefined, instance: res.headers.get('x-instance') };
}

/** Reads Server-Sent Events until `until` accepts one (or the time is up). */
async function openStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  assert(res.ok && res.body, `GET ${url}: ${res.status}`);
  const events: { event: string; data: string }[] = [];
  const waiters: { test: (e: { event: string; data: string }) => boolean; resolve: (e: { event: string; data: string }) => void }[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
          if (!/^(event|data):/m.test(block)) continue; // a heartbeat comment
          const e = { event, data };
          events.push(e);
          for (const w of [...waiters]) {
            if (!w.test(e)) continue;
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(e);
          }
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    instance: res.headers.get('x-instance'),
    next(test: (e: { event: string; data: string }) => boolean, timeoutMs: number) {
      const found = events.find(test);
      if (found) return Promise.resolve(found);
      return new Promise<{ event: string; data: string } | null>((resolve) => {
        const w = { test, resolve: (e: { event: string; data: string }) => (clearTimeout(timer), resolve(e)) };
        const timer = setTimeout(() => (waiters.splice(waiters.indexOf(w), 1), resolve(null)), timeoutMs);
        waiters.push(w);
      });
    },
    close: () => controller.abort(),
  };
}

let set: ScaleOut | undefined;
const deadline = setTimeout(() => {
  console.log(`FAIL  the whole check took longer than ${Number(process.env.SCALE_OUT_CHECK_TIMEOUT ?? 180)} s`);
  void set?.stop().finally(() => process.exit(1));
}, Number(process.env.SCALE_OUT_CHECK_TIMEOUT ?? 180) * 1000);

try {
  await check('set-up: PostgreSQL, two instances launched together on an empty database, nginx', async () => {
    set = await startScaleOut({
      proxyPort: Number(process.env.SCALE_OUT_PORT ?? 8190),
      instancePorts: (process.env.SCALE_OUT_PORTS ?? '8191,8192').split(',').map(Number),
      databaseUrl: process.env.DATABASE_URL || undefined,
      pgPort: Number(process.env.SCALE_OUT_PG_PORT ?? 54338),
      log: (line) => console.log(`      ${line}`),
    });
    return `proxy ${set.proxyUrl}, ${set.instances.map((i) => `${i.name} ready after ${i.readyMs} ms`).join(', ')}`;
  });
  if (!set) throw new CheckFailed('no set-up');
  const s = set;
  const [a, b] = s.instances as [ScaleOut['instances'][0], ScaleOut['instances'][0]];
  const pool = new pg.Pool({ connectionString: s.databaseUrl, max: 2 });

  await check('both instances started on the new database at the same moment without an error', async () => {
    const journal = JSON.parse(readFileSync(path.join(root, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const migrations = journal.entries.length;
    const applied = Number((await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n);
    assert(applied === migrations, `${applied} migrations recorded, ${migrations} in the migrations' journal (each once)`);
    const demo = Number((await pool.query(`select count(*)::int as n from identity_accounts where email like '%@demo.host-portal.test'`)).rows[0].n);
    assert(demo === 5, `${demo} demo accounts (5 expected: seeded once, though both instances had SEED_DEMO=true)`);
    const keys = (await pool.query(`select name from server_keys where name in ('signing-keys', 'cookie-keys')`)).rows.length;
    assert(keys === 2, `${keys} of the identity server's key rows`);
    const errors = s.errorLines();
    assert(errors.length === 0, `errors in the logs:\n${errors.join('\n')}`);
    assert(s.exited().length === 0, `exited: ${s.exited().join(', ')}`);
    const launchGap = Math.abs(a.readyMs - b.readyMs);
    return `${applied} migrations applied once, ${demo} demo accounts, one set of keys, no error logged (ready ${launchGap} ms apart)`;
  });

  await check('the proxy sends requests to both instances in turn', async () => {
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${s.proxyUrl}/healthz`);
      assert(res.ok, `/healthz through the proxy: ${res.status}`);
      order.push(res.headers.get('x-instance') ?? '(none)');
    }
    assert(new Set(order).size === 2 && order.every((n) => n === a.name || n === b.name), `answered by ${order.join(', ')}`);
    assert(order.every((n, i) => i === 0 || n !== order[i - 1]), `not in turn: ${order.join(', ')}`);
    return order.join(' ');
  });

  // A token through the proxy's sign-in pages (the OIDC flow over HTTP, its steps spread over both instances).
  const tokens = await signInWithPassword({ baseUrl: s.proxyUrl, email: ANNA, password: DEMO_PASSWORD });
  const token = tokens.access_token;

  await check('a browser signs in through the proxy and its calls succeed on both instances (Playwright)', async () => {
    // Asynchronously: a blocked event loop would miss the instances closing idle keep-alive
    // connections, and the next fetch would take a dead one ("other side closed").
    const child = spawn('npx', ['playwright', 'test', '-c', 'tests/scale-out/playwright.config.ts'], {
      cwd: root,
      env: { ...process.env, SCALE_OUT_URL: s.proxyUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 90_000);
    const code = await new Promise<number | string>((resolve) => child.on('exit', (c, signal) => resolve(c ?? signal ?? 'unknown')));
    clearTimeout(timer);
    console.log(output.replace(/^/gm, '      | ').trimEnd());
    assert(code === 0, `playwright exited ${code}`);
    return 'sign-in steps, API calls and reloads answered by portal-a and portal-b';
  });

  await check('a live stream on instance A receives a message sent through instance B', async () => {
    const { json: grant } = await api(a.url, token, 'GET', '/api/app/messaging/token');
    const stream = await openStream(`${a.url}/api/messaging/events?token=${encodeURIComponent(grant.token)}`);
    // And one through nginx: its events must pass unbuffered (deploy/nginx.conf).
    const proxied = await openStream(`${s.proxyUrl}/api/messaging/events?token=${encodeURIComponent(grant.token)}`);
    try {
      assert(stream.instance === a.name, `the stream came from ${stream.instance}`);
      assert(await stream.next((e) => e.event === 'ready', 10_000), 'no ready event on the stream');
      assert(await proxied.next((e) => e.event === 'ready', 10_000), 'no ready event on the stream through the proxy');
      const { json: channels } = await api(b.url, token, 'GET', '/api/app/messaging/channels');
      const channel = channels.items[0];
      assert(channel, 'Anna has no conversation');
      const text = `Across instances ${Date.now()}`;
      const sent = await api(b.url, token, 'POST', `/api/app/messaging/channels/${channel.id}/messages`, { clientMessageId: `scale-${Date.now()}`, body: text });
      assert(sent.instance === b.name, `the message was sent through ${sent.instance}`);
      const t = performance.now();
      const got = await stream.next((e) => e.event === 'message' && e.data.includes(text), 10_000);
      assert(got, `the stream on ${a.name} did not get the message sent through ${b.name} within 10 s`);
      const delivered = Math.round(performance.now() - t);
      const viaProxy = await proxied.next((e) => e.event === 'message' && e.data.includes(text), 5_000);
      assert(viaProxy, `the stream through the proxy (on ${proxied.instance}) did not get the message within 5 s: buffered?`);
      return `stream on ${a.name}, message posted on ${b.name}, delivered after ${delivered} ms; also on a stream through nginx (${proxied.instance})`;
    } finally {
      stream.close();
      proxied.close();
    }
  });

  await check('jobs run once: 40 mails queued with both workers on, each claimed exactly once', async () => {
    // Every claim of a job (claimDue raises attempts) is written down with the claiming
    // connection's application_name, which names the instance (scripts/scale-out.ts).
    await pool.query(`
      create table scale_out_claims (job_id text not null, queue text not null, payload jsonb, claimed_by text not null, at timestamptz not null default clock_timestamp());
      create function scale_out_note_claim() returns trigger language plpgsql as $$
      begin
        if new.attempts > old.attempts then
          insert into scale_out_claims (job_id, queue, payload, claimed_by) values (new.id::text, new.queue, new.payload, current_setting('application_name'));
        end if;
        return new;
      end $$;
      create trigger scale_out_note_claim after update on jobs for each row execute function scale_out_note_claim();`);
    const db = drizzle(pool, { schema }) as unknown as Db;
    const count = 40;
    const base = Date.now();
    const ids: string[] = [];
    // Due over 12 s, so each worker (polling every 5 s) finds some of them due.
    for (let i = 0; i < count; i++) {
      const mail = await enqueueMail(db, { key: `scale-out-check:${base}:${i}`, to: `scale-${i}@example.test`, language: 'en-US', kind: 'identity.password-changed', subject: `Scale-out ${i}`, html: `<p>${i}</p>`, text: `${i}` }, new Date(base + i * 300));
      assert(mail.id, 'mail not queued');
      ids.push(mail.id);
    }
    const until = Date.now() + 30_000;
    let sent = 0;
    while (Date.now() < until) {
      sent = Number((await pool.query(`select count(*)::int as n from mail_outbox where id = any($1) and status = 'sent'`, [ids])).rows[0].n);
      if (sent === count) break;
      await sleep(500);
    }
    assert(sent === count, `${sent} of ${count} mails sent within 30 s`);
    await sleep(1000); // a late second claim would show now
    const claims = (await pool.query(`select payload->>'mailId' as mail, claimed_by from scale_out_claims where queue = 'mail-send' and payload->>'mailId' = any($1)`, [ids])).rows as { mail: string; claimed_by: string }[];
    const perMail = new Map<string, number>();
    for (const c of claims) perMail.set(c.mail, (perMail.get(c.mail) ?? 0) + 1);
    const twice = [...perMail].filter(([, n]) => n > 1);
    assert(perMail.size === count && twice.length === 0, `${perMail.size} mails claimed, ${twice.length} more than once`);
    const byInstance = Object.fromEntries([a.name, b.name].map((n) => [n, claims.filter((c) => c.claimed_by === n).length]));
    assert(byInstance[a.name]! > 0 && byInstance[b.name]! > 0, `not both workers took jobs: ${JSON.stringify(byInstance)}`);
    await pool.query('drop trigger scale_out_note_claim on jobs; drop function scale_out_note_claim(); drop table scale_out_claims;');
    return `${count} sent, each claimed once (${Object.entries(byInstance).map(([n, c]) => `${n} ${c}`).join(', ')})`;
  });

  await check('rate limits count the client address nginx saw, not the proxy (127.0.0.2 limited, 127.0.0.3 not)', async () => {
    const login = (from: string, headers: Record<string, string> = {}) =>
      fromAddress(`${s.proxyUrl}/api/guest/login`, from, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ bookingCode: 'HP-NOPE00', email: 'nobody@example.test' }),
      });
    const statuses: string[] = [];
    for (let i = 0; i < GUEST_LOGIN_LIMIT.perAddress; i++) {
      const r = await login('127.0.0.2');
      statuses.push(`${r.status}@${r.instance}`);
      assert(r.status === 401, `wrong guest sign-in ${i + 1} from 127.0.0.2: ${r.status} ${r.body.slice(0, 200)}`);
    }
    assert(new Set(statuses.map((x) => x.split('@')[1])).size === 2, `the attempts did not reach both instances: ${statuses.join(' ')}`);
    const over = await login('127.0.0.2');
    assert(over.status === 429, `attempt ${GUEST_LOGIN_LIMIT.perAddress + 1} from 127.0.0.2: ${over.status}, 429 expected (the limit is shared by both instances)`);
    const spoofed = await login('127.0.0.2', { 'x-forwarded-for': '203.0.113.7' });
    assert(spoofed.status === 429, `127.0.0.2 claiming to be 203.0.113.7: ${spoofed.status}, 429 expected (only nginx's entry is believed)`);
    const other = await login('127.0.0.3');
    assert(other.status === 401, `a first attempt from 127.0.0.3: ${other.status}, 401 expected (its own limit)`);
    return `127.0.0.2: ${GUEST_LOGIN_LIMIT.perAddress} × 401 over both instances, then 429 (also with a forged X-Forwarded-For); 127.0.0.3: 401`;
  });

  await check('a photo uploaded through instance A is served by instance B', async () => {
    const { json: property, instance: createdOn } = await api(a.url, token, 'POST', '/api/app/properties', { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Scale-out house' });
    assert(createdOn === a.name, `created on ${createdOn}`);
    const unitId = property.unitIds[0];
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }));
    const up = await fetch(`${a.url}/api/app/property-unit/${unitId}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const upText = await up.text();
    assert(up.status === 201 && up.headers.get('x-instance') === a.name, `upload on ${a.name}: ${up.status} ${up.headers.get('x-instance')} ${upText.slice(0, 200)}`);
    const photo = JSON.parse(upText) as { id: string; url: string; thumbnailUrl: string };
    const fromA = await fetch(`${a.url}${photo.url}`);
    const fromB = await fetch(`${b.url}${photo.url}`);
    assert(fromB.status === 200 && fromB.headers.get('x-instance') === b.name, `${photo.url} on ${b.name}: ${fromB.status}`);
    const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
    assert(bytesB.length > 0 && bytesA.equals(bytesB), `the image from ${b.name} differs from ${a.name}'s (${bytesB.length} and ${bytesA.length} bytes)`);
    const { json: listed } = await api(b.url, token, 'GET', `/api/app/property-unit/${unitId}/photos`);
    assert(listed.items.some((p: { id: string }) => p.id === photo.id), `${b.name} does not list the photo`);
    const thumb = await fetch(`${b.url}${photo.thumbnailUrl}`);
    assert(thumb.ok, `thumbnail on ${b.name}: ${thumb.status}`);
    return `uploaded on ${a.name}, ${bytesB.length} bytes and the thumbnail served by ${b.name} (photos are rows in the database)`;
  });

  await check('no instance logged an error or stopped during the checks', async () => {
    const errors = s.errorLines();
    assert(errors.length === 0, `errors in the logs:\n${errors.slice(0, 10).join('\n')}`);
    assert(s.exited().length === 0, `exited: ${s.exited().join(', ')}`);
    return 'logs clean, every process running';
  });
  await pool.end();
} catch (error) {
  results.push({ name: 'the check itself', ok: false, detail: (error as Error).stack ?? String(error), ms: 0 });
  console.log(`FAIL  the check itself — ${(error as Error).stack ?? error}`);
} finally {
  await set?.stop();
  clearTimeout(deadline);
}

const failed = results.filter((r) => !r.ok);
console.log(`\nscale-out check: ${results.length - failed.length} of ${results.length} passed in ${seconds()} s`);
process.exit(failed.length ? 1 : 0);
