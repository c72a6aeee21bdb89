import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcPayloads } from '../db/schema';

/**
 * oidc-provider's storage in our database, so sessions, codes and refresh tokens survive a
 * restart and any server instance can continue what another one started.
 */
export function databaseAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        id,
        type: this.type,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), condition, sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    // A revoked grant takes every artifact issued under it (codes, tokens) with it.
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}
