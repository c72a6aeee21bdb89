import { desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientErrors, hosts, webVitals } from '../db/schema';
import { newId } from '../db/ids';
import type { BrowserHealth, ClientErrorReport } from '../../shared/schemas/telemetry';
import type { WebVitalName } from '../../shared/domain/telemetry';

// Browser health rows (routes/telemetry.ts): stored as reported (already capped by the schema),
// pruned as they come in, and summed up for the staff desk.

/** Reports older than this are of no use for "how is the portal doing now". */
export const TELEMETRY_KEEP_DAYS = 30;
/** And at most this many rows per table, so a flood can never fill the database. */
export const TELEMETRY_KEEP_ROWS = 10_000;
/** The staff desk's percentiles cover this many days. */
export const BROWSER_HEALTH_DAYS = 7;
/** The staff desk lists this many of the latest client errors. */
export const BROWSER_HEALTH_LATEST_ERRORS = 20;

export interface StoredWebVital {
  name: WebVitalName;
  value: number;
  rating: string;
  route: string;
  target?: string;
  navigationType: string;
}

export async function recordClientErrors(db: Db, hostId: string | null, items: readonly ClientErrorReport[]) {
  await db.insert(clientErrors).values(
    items.map((item) => ({
      id: newId(),
      hostId,
      status: item.status,
      method: item.method,
      path: item.path,
      correlationId: item.correlationId ?? null,
      pagePath: item.page,
      messageKey: item.messageKey,
    })),
  );
  await pruneTelemetry(db);
}

export async function recordWebVitals(db: Db, hostId: string | null, items: readonly StoredWebVital[]) {
  await db.insert(webVitals).values(
    items.map((item) => ({
      id: newId(),
      hostId,
      name: item.name,
      value: item.value,
      rating: item.rating,
      routePattern: item.route,
      target: item.target || null,
      navigationType: item.navigationType,
    })),
  );
  await pruneTelemetry(db);
}

/** Drops rows past the age limit, then all but the newest `keepRows` of each table. */
export async function pruneTelemetry(db: Db, limits = { keepDays: TELEMETRY_KEEP_DAYS, keepRows: TELEMETRY_KEEP_ROWS }) {
  const cutoff = sql`now() - make_interval(days => ${limits.keepDays})`;
  for (const table of [clientErrors, webVitals]) {
    await db.delete(table).where(lt(table.at, cutoff));
    // All but the newest rows by time (ids are UUIDv7: they order ties by time too); one
    // statement, so the timestamps are compared at the database's precision.
    await db.execute(
      sql`delete from ${table} where (${table.at}, ${table.id}) < (select ${table.at}, ${table.id} from ${table} order by ${table.at} desc, ${table.id} desc offset ${limits.keepRows - 1} limit 1)`,
    );
  }
}

export async function browserHealth(db: Db, now = new Date()): Promise<BrowserHealth> {
  const since = new Date(now.getTime() - BROWSER_HEALTH_DAYS * 24 * 3600 * 1000);
  const [vitals, errors] = await Promise.all([
    db
      .select({
        route: webVitals.routePattern,
        name: webVitals.name,
        p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(webVitals)
      .where(gte(webVitals.at, since))
      .groupBy(webVitals.routePattern, webVitals.name)
      .orderBy(webVitals.routePattern, webVitals.name),
    db
      .select({
        id: clientErrors.id,
        at: clientErrors.at,
        status: clientErrors.status,
        method: clientErrors.method,
        path: clientErrors.path,
        correlationId: clientErrors.correlationId,
        page: clientErrors.pagePath,
        messageKey: clientErrors.messageKey,
        hostEmail: hosts.email,
      })
      .from(clientErrors)
      .leftJoin(hosts, eq(hosts.id, clientErrors.hostId))
      .orderBy(desc(clientErrors.at), desc(clientErrors.id))
      .limit(BROWSER_HEALTH_LATEST_ERRORS),
  ]);
  return {
    since: since.toISOString(),
    vitals,
    errors: errors.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}
