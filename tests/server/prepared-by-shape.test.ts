import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../support/database';
import type { Database } from '../../src/server/db/client';
import { hosts } from '../../src/server/db/schema';
import { executeByShape } from '../../src/server/db/prepared';

// Lists whose filters vary run as named prepared statements, named after their SQL text
// (db/prepared.ts executeByShape): one name per shape, the values always read afresh, on the
// embedded database and on a PostgreSQL server alike (CI runs this file on both).
let database: Database;
beforeAll(async () => {
  database = await freshDatabase('seeded');
});
afterAll(async () => {
  await database?.close();
});

const emailsOf = (order: 'asc' | 'desc', limit: number, offset = 0) =>
  database.db
    .select({ email: hosts.email })
    .from(hosts)
    .where(eq(hosts.isStaff, false))
    .orderBy(order === 'asc' ? asc(hosts.email) : desc(hosts.email))
    .limit(limit)
    .offset(offset);

describe('executeByShape', () => {
  it('answers each call with its own values, over and over, as the plain query does', async () => {
    for (let round = 0; round < 8; round++) {
      for (const [order, limit, offset] of [['asc', 2, 0], ['asc', 3, 1], ['desc', 2, 0], ['desc', 1, 2]] as const) {
        expect(await executeByShape(emailsOf(order, limit, offset))).toEqual(await emailsOf(order, limit, offset));
      }
    }
  });

  it('sees the data as it is at each call, not as it was when the shape was first prepared', async () => {
    const count = () => database.db.select({ n: sql<number>`count(*)::int` }).from(hosts).where(eq(hosts.locale, 'it-IT'));
    const before = (await executeByShape(count()))[0]!.n;
    const [someone] = await database.db.select({ id: hosts.id, locale: hosts.locale }).from(hosts).where(sql`${hosts.locale} <> 'it-IT'`).limit(1);
    await database.db.update(hosts).set({ locale: 'it-IT' }).where(eq(hosts.id, someone!.id));
    expect((await executeByShape(count()))[0]!.n).toBe(before + 1);
  });

  it('names a statement after its shape: other values keep the name, another order or filter does not', async () => {
    const names: string[] = [];
    const spy = <T>(query: Parameters<typeof executeByShape<T>>[0]) => ({ ...query, toSQL: () => query.toSQL(), prepare: (name: string) => (names.push(name), query.prepare(name)) });
    // (drizzle leaves out an offset of 0: the first page is a shape of its own)
    await executeByShape(spy(emailsOf('asc', 2, 1)));
    await executeByShape(spy(emailsOf('asc', 5, 3)));
    await executeByShape(spy(emailsOf('desc', 2, 1)));
    expect(names[0]).toMatch(/^shape_[\w-]{22}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
  });
});
