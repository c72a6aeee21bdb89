// npm run seed:scale — fills a database with a large generated dataset for benchmarks
// (DESIGN.md: "API p99 < 25 ms ... on a large generated dataset").
// DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite); sizes from SCALE_HOSTS, SCALE_UNITS,
// SCALE_EVENTS (defaults 100, 10,000 and 1,000,000). Refuses to run twice on one database.
// Embedded: stop the server first (one process at a time may open a PGlite directory).
// Takes about 2 minutes on PostgreSQL and 4 on PGlite on a small shared machine (2 cores).
//
// Everything is made by INSERT ... SELECT over generate_series, never row by row from JavaScript:
// a million rows through the driver would take far longer than the database needs.
// Ids are md5 hashes of a row's number (host n, unit i, ...), so every table can name the rows
// of another by arithmetic alone, with no temporary tables (a pool may change connection).
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { hashPassword } from '../src/server/auth/passwords';
import { DEMO_PASSWORD } from '../src/server/db/seed';
import { PriceConfigurationSchema } from '../src/shared/schemas/price-configuration';

export interface ScaleSize {
  hosts: number;
  units: number;
  events: number;
}

export const FULL_SIZE: ScaleSize = { hosts: 100, units: 10_000, events: 1_000_000 };

/** The hosts' sign-in e-mail (password: the demo password), for tokens and trying it by hand. */
export const scaleHostEmail = (n: number) => `scale-host-${n}@bench.host-portal.test`;
/** The id of generated row n of a kind, as the SQL below makes it: md5('seed-scale:<kind>:<n>')::uuid. */
export function scaleId(kind: 'host' | 'property' | 'unit' | 'feed' | 'event', n: number) {
  const hex = createHash('md5').update(`seed-scale:${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** Unit i belongs to property floor(i / 10), and property p to host p % hosts. */
export const scaleUnitHost = (size: ScaleSize, i: number) => Math.floor(i / UNITS_PER_PROPERTY) % size.hosts;

// Generated events lie in [today - HALF_SPAN, today + HALF_SPAN): about three years around today.
const HALF_SPAN = 548;
const UNITS_PER_PROPERTY = 10;
// The inbox: conversations (with messages) on the latest bookings of each host.
const CONVERSATIONS_PER_HOST = 40;
const MESSAGES_PER_CONVERSATION = 4;
// Units per INSERT of events: bounded statements keep PGlite's (WASM) memory small and show progress.
const UNITS_PER_CHUNK = 1000;

const id = (kind: string, n: string) => `md5('seed-scale:${kind}:' || ${n})::uuid`;

// A few seasons (recurring, so they price every year of the range) on top of the base price.
const priceTemplate = v.parse(PriceConfigurationSchema, {
  nightlyPrice: 10,
  minStay: 2,
  maxStay: 28,
  extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 50 }],
  discounts: [{ lengthType: 'weekly', minNights: null, discount: 10 }],
  taxes: [{ category: 'local_tax', feeType: 'per_person_per_day', value: 2 }],
  securityDeposit: 200,
  seasonsPricing: [
    { id: 'season-1-easter', name: 'Spring', dateFrom: '2026-03-28', dateTo: '2026-04-12', recurrence: 'recurring', price: 90, minStay: 3 },
    { id: 'season-2-summer', name: 'Summer', dateFrom: '2026-06-15', dateTo: '2026-09-10', recurrence: 'recurring', price: 140, minStay: 5, maxStay: 21 },
    { id: 'season-3-autumn', name: 'Autumn', dateFrom: '2026-10-01', dateTo: '2026-10-31', recurrence: 'recurring', price: 70 },
    { id: 'season-4-winter', name: 'Christmas', dateFrom: '2026-12-20', dateTo: '2027-01-06', recurrence: 'recurring', price: 160, minStay: 4 },
  ],
});

async function exec(database: Database, query: string) {
  return (await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
}

/** Whether the generated rows are already there (the first generated host exists). */
export async function alreadySeeded(database: Database) {
  const { rows } = await exec(database, `select 1 from hosts where id = ${id('host', "'0'")}`);
  return rows.length > 0;
}

/** Fills the database; `log` is told how long each table took. Returns the row counts. */
export async function seedScale(database: Database, size: ScaleSize, log: (line: string) => void = console.log) {
  if (await alreadySeeded(database)) {
    throw new Error('this database already holds the generated dataset (seed:scale ran before); use an empty database');
  }
  const { hosts: H, units: U, events: E } = size;
  const properties = Math.ceil(U / UNITS_PER_PROPERTY);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const timed = async (label: string, ...queries: string[]) => {
    const t0 = performance.now();
    for (const q of queries) await exec(database, q);
    const ms = performance.now() - t0;
    log(`  ${label}: ${(ms / 1000).toFixed(1)} s`);
    return ms;
  };
  const t0 = performance.now();

  // Hosts: an identity account (sign in, tokens) and a host row sharing one id as token subject.
  await timed(
    `hosts (${H})`,
    `insert into identity_accounts (id, email, password_hash, given_name, family_name)
       select ${id('host', 'n')}, 'scale-host-' || n || '@bench.host-portal.test', '${passwordHash}', 'Host', 'No ' || n
       from generate_series(0, ${H - 1}) n`,
    `insert into hosts (id, subject, email, first_name, last_name, onboarding_status, account_source)
       select ${id('host', 'n')}, ${id('host', 'n')}::text, 'scale-host-' || n || '@bench.host-portal.test', 'Host', 'No ' || n, 'finished', 'seed-scale'
       from generate_series(0, ${H - 1}) n`,
  );
  // Unit i belongs to property floor(i / 10) and takes that property's host (p % H).
  const unitHost = (i: string) => `((${i}) / ${UNITS_PER_PROPERTY} % ${H})`;
  await timed(
    `properties (${properties})`,
    `insert into properties (id, host_id, property_type, accommodation_type, title, location)
       select ${id('property', 'p')}, ${id('host', `(p % ${H})`)}, 'multi', 'apartment', 'Generated residence ' || p,
              jsonb_build_object('countryCode', 'IT', 'city', 'Bench', 'latitude', 45 + (p % 100) / 100.0, 'longitude', 10 + (p % 77) / 100.0)
       from generate_series(0, ${properties - 1}) p`,
  );
  await timed(
    `units (${U}, published, with seasons)`,
    `insert into units (id, host_id, property_id, status, unit_type, title, guests, booking_type, calendar_status, price_configuration, published_at)
       select ${id('unit', 'i')}, ${id('host', unitHost('i'))}, ${id('property', `(i / ${UNITS_PER_PROPERTY})`)}, 'PUBLISHED', 'apartment',
              'Generated unit ' || i, 2 + i % 5, 'onLine', 'AVAILABLE',
              '${JSON.stringify(priceTemplate)}'::jsonb || jsonb_build_object('nightlyPrice', 40 + i % 160), now()
       from generate_series(0, ${U - 1}) i`,
  );
  // Per-day overrides: one day in 13 of the coming 400 days (about 30 per unit).
  await timed(
    'unit_day_prices (every 13th day of the coming 400)',
    `insert into unit_day_prices (host_id, unit_id, day, price, minimal_length_of_stay)
       select ${id('host', unitHost('i'))}, ${id('unit', 'i')}, current_date + d, 50 + (i + d) % 200, case when d % 2 = 0 then 3 end
       from generate_series(0, ${U - 1}) i, generate_series(0, 399) d
       where (i + d) % 13 = 0`,
  );
  await timed(
    `ical_feeds (${U}, one per unit)`,
    `insert into ical_feeds (id, host_id, unit_id, name, kind, url, event_count)
       select ${id('feed', 'i')}, ${id('host', unitHost('i'))}, ${id('unit', 'i')}, 'Other portal', 'url', 'https://calendar.example.test/' || i || '.ics', 0
       from generate_series(0, ${U - 1}) i`,
  );

  // Events: unit i gets `slots` events k = 0 .. slots-1 (the last ones only while n < E), event n = k * U + i.
  // Slot k is the k-th equal share of the three-year span; what must never overlap (active
  // bookings, manual blocks) stays strictly inside its own slot, so no two can meet.
  // What may overlap (cancelled bookings, requests, open or rejected inquiries, imported events) lies
  // anywhere; a confirmed inquiry holds its nights like a booking (migration 0004), so none is made here.
  // k % 20: 0-11 active booking, 12-14 manual block, 15 cancelled booking, 16 request, 17 inquiry, 18-19 external.
  const slots = Math.ceil(E / U);
  const span = 2 * HALF_SPAN;
  const events = (fromUnit: number, toUnit: number, select: string, where: string) => `
    with e as (
      select i, k, k * ${U} + i as n,
             current_date - ${HALF_SPAN} + (k * ${span} / ${slots}) as slot_start,
             ((k + 1) * ${span} / ${slots}) - (k * ${span} / ${slots}) as slot_len,
             random() as r1, random() as r2
      from generate_series(${fromUnit}, ${toUnit - 1}) i, generate_series(0, ${slots - 1}) k
      where k * ${U} + i < ${E}
    ), d as (
      -- Nights 1..14 within the slot, leaving its last day free (blocks must not touch either).
      select e.*, least(14, greatest(1, slot_len - 1)) as max_nights from e
    ), s as (
      select d.*, 1 + floor(r1 * max_nights)::int as nights from d
    ), t as (
      select s.*,
             slot_start + floor(r2 * greatest(1, slot_len - nights))::int as in_slot_from,
             current_date - ${HALF_SPAN} + floor(r2 * ${span - 14})::int as anywhere_from
      from s
    )
    ${select} from t where ${where}`;
  const bookingColumns = `insert into bookings (id, code, host_id, unit_id, kind, status, check_in, check_out, guests,
      customer_first_name, customer_last_name, customer_email, total_amount, expiration_time, cancelled_by)`;
  const guestName = `'Guest', 'No ' || n, 'guest' || n || '@example.test'`;
  const chunkTimes = { bookings: 0, unit_blocks: 0, external_events: 0 };
  const tEvents = performance.now();
  for (let from = 0; from < U; from += UNITS_PER_CHUNK) {
    const to = Math.min(U, from + UNITS_PER_CHUNK);
    const host = id('host', unitHost('i'));
    const unit = id('unit', 'i');
    let t = performance.now();
    await exec(
      database,
      events(
        from,
        to,
        `${bookingColumns}
         select ${id('event', 'n')}, 'SC-' || upper(to_hex(n)), ${host}, ${unit},
                case when k % 20 = 16 then 'request' when k % 20 = 17 then 'inquiry' else 'booking' end,
                case
                  when k % 20 = 15 then 'CANCELLED'
                  when k % 20 = 16 then (array['REQUESTED', 'REJECTED', 'EXPIRED'])[1 + n % 3]
                  when k % 20 = 17 and n % 3 < 2 and anywhere_from + nights <= current_date then 'expired_checkout'
                  when k % 20 = 17 then (array['requested', 'action_needed', 'rejected'])[1 + n % 3]
                  -- Where the stay lifecycle (shared/domain/bookings/stay-lifecycle.ts) has put
                  -- past stays already, so the server's first sweep finds nothing to move.
                  when in_slot_from + nights <= current_date - 15 then 'NO_REVIEW_COLLECTED'
                  when in_slot_from + nights < current_date then 'IN_REVIEW_COLLECTION'
                  when in_slot_from + nights = current_date then 'COMPLETED'
                  else 'CONFIRMED'
                end,
                case when k % 20 < 12 then in_slot_from else anywhere_from end,
                case when k % 20 < 12 then in_slot_from else anywhere_from end + nights,
                1 + n % 4, ${guestName}, nights * (40 + i % 160),
                case when k % 20 = 16 then now() + interval '1 day' end,
                case when k % 20 = 15 then (array['guest', 'owner'])[1 + n % 2] end`,
        `k % 20 < 12 or k % 20 between 15 and 17`,
      ),
    );
    chunkTimes.bookings += performance.now() - t;
    t = performance.now();
    await exec(
      database,
      events(from, to, `insert into unit_blocks (id, host_id, unit_id, date_from, date_to) select ${id('event', 'n')}, ${host}, ${unit}, in_slot_from, in_slot_from + nights`, `k % 20 between 12 and 14`),
    );
    chunkTimes.unit_blocks += performance.now() - t;
    t = performance.now();
    await exec(
      database,
      events(
        from,
        to,
        `insert into external_events (id, feed_id, host_id, unit_id, uid, date_from, date_to, summary)
         select ${id('event', 'n')}, ${id('feed', 'i')}, ${host}, ${unit}, 'ev-' || n || '@calendar.example.test', anywhere_from, anywhere_from + nights, 'Reserved'`,
        `k % 20 >= 18`,
      ),
    );
    chunkTimes.external_events += performance.now() - t;
    log(`  events of units ${from}..${to - 1}: ${((performance.now() - tEvents) / 1000).toFixed(1)} s so far`);
  }
  for (const [table, ms] of Object.entries(chunkTimes)) log(`  ${table}: ${(ms / 1000).toFixed(1)} s`);
  // Conversations (the inbox): the CONVERSATIONS_PER_HOST latest bookings of each host have one,
  // with MESSAGES_PER_CONVERSATION messages taking turns guest / host, the last few hours apart;
  // the host read all but the last guest message of one conversation in three (unread counts).
  const conversationsOf = `select b.id as stay_id, b.host_id, b.kind, b.customer_first_name || ' ' || b.customer_last_name as guest_name,
      md5('seed-scale:conversation:' || b.id)::uuid as conversation_id, row_number() over (order by b.id) as c
    from (select id, host_id, kind, customer_first_name, customer_last_name, row_number() over (partition by host_id order by check_in desc, id) as rn
          from bookings where kind = 'booking') b
    where b.rn <= ${CONVERSATIONS_PER_HOST}`;
  await timed(
    `conversations (${CONVERSATIONS_PER_HOST} per host, ${MESSAGES_PER_CONVERSATION} messages each)`,
    `insert into conversations (id, host_id, stay_id, conversation_type, last_message_at, created_at)
       select conversation_id, host_id, stay_id, kind, now() - c * interval '7 minutes', now() - c * interval '7 minutes' - interval '3 days'
       from (${conversationsOf}) x`,
    `insert into conversation_members (conversation_id, role, display_name, last_read_at)
       select conversation_id, 'host', 'Host', case when c % 3 = 0 then now() - c * interval '7 minutes' - interval '1 minute' else now() end from (${conversationsOf}) x
       union all
       select conversation_id, 'guest', guest_name, now() from (${conversationsOf}) x`,
    `insert into messages (id, conversation_id, sender_role, body, client_message_id, created_at)
       select md5('seed-scale:message:' || conversation_id || ':' || m)::uuid, conversation_id,
              case when (${MESSAGES_PER_CONVERSATION} - m) % 2 = 0 then 'guest' else 'host' end,
              'Generated message ' || m || ' of this stay: a question about arrival, parking or towels.', 'seed-scale-' || m,
              now() - c * interval '7 minutes' - (${MESSAGES_PER_CONVERSATION} - m) * interval '3 hours'
       from (${conversationsOf}) x, generate_series(1, ${MESSAGES_PER_CONVERSATION}) m`,
    `update bookings b set conversation_id = md5('seed-scale:conversation:' || b.id)::uuid::text
       from conversations cv where cv.stay_id = b.id`,
  );
  await timed('ical_feeds.event_count', `update ical_feeds f set event_count = c.n from (select feed_id, count(*)::int n from external_events group by feed_id) c where c.feed_id = f.id and f.id = c.feed_id`);
  await timed('analyze', 'analyze');
  const generationMs = performance.now() - t0;

  const rowCounts: Record<string, number> = {};
  for (const table of ['hosts', 'properties', 'units', 'unit_day_prices', 'ical_feeds', 'bookings', 'unit_blocks', 'external_events', 'conversations', 'messages']) {
    const { rows } = await exec(database, `select count(*)::int as n from ${table}`);
    rowCounts[table] = Number(rows[0].n);
  }
  const { rows: sizeRows } = await exec(database, 'select pg_database_size(current_database())::bigint as bytes');
  return { generationMs, rowCounts, databaseBytes: Number(sizeRows[0].bytes) };
}

function sizeFromEnv(): ScaleSize {
  const num = (name: string, fallback: number) => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) {
      console.error(`${name}=${raw}: must be a whole number of at least 1`);
      process.exit(2);
    }
    return n;
  };
  return { hosts: num('SCALE_HOSTS', FULL_SIZE.hosts), units: num('SCALE_UNITS', FULL_SIZE.units), events: num('SCALE_EVENTS', FULL_SIZE.events) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const size = sizeFromEnv();
  const target = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR ?? './data'}`;
  console.log(`seed:scale: ${size.hosts} hosts, ${size.units} units, ${size.events} events into ${target}`);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  try {
    if (await alreadySeeded(database)) {
      console.error('seed:scale: this database already holds the generated dataset; point DATA_DIR or DATABASE_URL at an empty one.');
      process.exitCode = 1;
    } else {
      const result = await seedScale(database, size);
      console.log(`generated in ${(result.generationMs / 1000).toFixed(1)} s; database size ${(result.databaseBytes / 1024 ** 2).toFixed(0)} MB`);
      for (const [table, n] of Object.entries(result.rowCounts)) console.log(`  ${table}: ${n.toLocaleString('en-US')} rows`);
      console.log(`sign in as ${scaleHostEmail(0)} .. ${scaleHostEmail(size.hosts - 1)} with the demo password`);
    }
  } finally {
    await database.close();
  }
}
