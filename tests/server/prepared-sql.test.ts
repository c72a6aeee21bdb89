import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../support/database';
import type { Database } from '../../src/server/db/client';
import { hosts } from '../../src/server/db/schema';
import { limitInText, preparedSql } from '../../src/server/db/prepared';

// preparedSql (db/prepared.ts): a statement written in SQL, prepared once per database handle. Each
// call must answer with its own values, from the data as it is then, also many calls at once (on
// PostgreSQL they spread over the pool's connections, each preparing the statement itself).
let database: Database;
beforeAll(async () => {
  database = await freshDatabase('seeded');
});
afterAll(async () => {
  await database?.close();
});

const hostByEmail = preparedSql<{ email: string; first: string; calls: number }>(
  'test_host_by_email',
  sql`select h.email, h.first_name as first, ${sql.placeholder('calls')}::int as calls from hosts h where h.email = ${sql.placeholder('email')}`,
);

describe('a statement written in SQL, prepared', () => {
  it("answers each call's values from the data as it is then, many calls at once", async () => {
    const { db } = database;
    const emails = (await db.select({ email: hosts.email }).from(hosts).limit(3)).map((r) => r.email);
    expect(emails).toHaveLength(3);
    const query = hostByEmail(db);
    expect(hostByEmail(db)).toBe(query); // one per database handle

    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => query.execute({ email: emails[i % 3], calls: i })));
    answers.forEach((answer, i) => expect(answer.rows).toEqual([expect.objectContaining({ email: emails[i % 3], calls: i })]));

    await db.update(hosts).set({ firstName: 'Renamed' }).where(eq(hosts.email, emails[0]));
    const again = await Promise.all(Array.from({ length: 12 }, () => query.execute({ email: emails[0], calls: 0 })));
    for (const answer of again) expect(answer.rows[0]?.first).toBe('Renamed');
    expect((await query.execute({ email: 'nobody@example.test', calls: 0 })).rows).toEqual([]);
  });
});

describe('a page size in the text', () => {
  it('limits the rows as a parameter would, and takes nothing but a whole number', async () => {
    const { db } = database;
    const all = await db.select({ email: hosts.email }).from(hosts).orderBy(hosts.email);
    expect(all.length).toBeGreaterThan(2);
    const page = await db.select({ email: hosts.email }).from(hosts).orderBy(hosts.email).limit(limitInText(2));
    expect(page).toEqual(all.slice(0, 2));
    expect(db.select().from(hosts).limit(limitInText(2)).toSQL().sql).toMatch(/ limit 2$/);
    for (const bad of [2.5, -1, Number.NaN]) expect(() => limitInText(bad)).toThrow(/page size/);
  });
});
