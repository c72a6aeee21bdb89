import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { units, userInteractions } from '../db/schema';
import { invalid } from '../domain-errors';
import { notificationUnitId, type UserInteraction, type UserInteractionWrite } from '../../shared/schemas/user-interactions';
import { recordAudit } from './audit';
import type { Actor } from '../domain-types';

const toWire = (row: typeof userInteractions.$inferSelect): UserInteraction => ({
  interactionType: row.interactionType,
  interacted: row.interacted,
  createdAt: row.createdAt.toISOString(),
});

/** Every interaction of the host, oldest first. */
export async function listInteractions(db: Db, hostId: string): Promise<UserInteraction[]> {
  const rows = await db.select().from(userInteractions).where(eq(userInteractions.hostId, hostId)).orderBy(asc(userInteractions.createdAt), asc(userInteractions.interactionType));
  return rows.map(toWire);
}

/**
 * Upserts each named interaction (one row per name): a new name is created now, a known one
 * keeps its createdAt and takes the new flag. A notification may only name one of the host's
 * own units; another host's unit is refused exactly like a missing one (tenant scoping).
 */
export async function putInteractions(db: Db, actor: Actor, items: UserInteractionWrite[]): Promise<UserInteraction[]> {
  const hostId = actor.host.id;
  const unitIds = [...new Set(items.map((i) => notificationUnitId(i.interactionType)).filter((id): id is string => id !== null))];
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (unitIds.length > 0) {
      const own = await tx
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.hostId, hostId), inArray(units.id, unitIds), isNull(units.deletedAt)));
      const ownIds = new Set(own.map((u) => u.id));
      const strangers = items.flatMap((item, index) => {
        const unitId = notificationUnitId(item.interactionType);
        return unitId !== null && !ownIds.has(unitId) ? [{ name: `${index}.interactionType`, reason: 'names a unit that does not exist' }] : [];
      });
      if (strangers.length > 0) throw invalid(strangers);
    }
    const rows = await tx
      .insert(userInteractions)
      .values(items.map((i) => ({ hostId, interactionType: i.interactionType, interacted: i.interacted })))
      .onConflictDoUpdate({ target: [userInteractions.hostId, userInteractions.interactionType], set: { interacted: sql`excluded.interacted` } })
      .returning();
    await recordAudit(tx, { host: actor.host, staff: actor.staff, action: 'user.interactions.put', target: hostId, detail: { interactions: items } });
    const byName = new Map(rows.map((r) => [r.interactionType, r]));
    return items.map((i) => toWire(byName.get(i.interactionType)!));
  });
}
