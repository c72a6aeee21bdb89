import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, conversations, icalFeeds, messages, properties, reviews, unitBlocks, unitBoosts, unitDayPrices, units, userInteractions } from '../db/schema';
import { isPendingRequestSql } from './bookings/pending';
import { recordAudit } from './audit';
import type { Actor, HostRow } from '../domain-types';
import { isHybrid } from '../../shared/domain/commercial-model';
import { identityVerificationApplies } from '../../shared/domain/identity-check';
import { hasActivePromotion } from '../../shared/domain/notifications';
import {
  CHECKLIST_INTERACTION_PREFIX,
  checklistInteraction,
  checklistProgress,
  deriveChecklist,
  type ChecklistFacts,
  type ChecklistItemId,
} from '../../shared/domain/checklist';
import type { Checklist } from '../../shared/schemas/checklist';
import { getGuestPreferences } from './guest-preferences';

// GET /api/app/user/checklist: the host's onboarding checklist, derived at read time from the
// account's own rows (shared/domain/checklist.ts holds the rules), so an item is done the moment
// its data says so — nothing to keep in step. A dismissal is the host's user interaction
// checklist_{itemId} (the table the notifications and the tour already use), no table of its own.

const exists = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows.length > 0;

async function factsOf(db: Db, host: HostRow): Promise<ChecklistFacts> {
  const hostId = host.id;
  const live = and(eq(units.hostId, hostId), isNull(units.deletedAt), isNull(properties.deletedAt));
  const [propertyRows, unitRows, dayPrices, feeds, blocks, waiting, written, requests, inquiries, reviewRows, boosts] = await Promise.all([
    db.select({ id: properties.id }).from(properties).where(and(eq(properties.hostId, hostId), isNull(properties.deletedAt))),
    db
      .select({ id: units.id, propertyId: units.propertyId, status: units.status, bookingType: units.bookingType, promotions: units.promotions, priceConfiguration: units.priceConfiguration })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(live, sql`${units.status} <> 'DELETED'`))
      .orderBy(asc(units.createdAt), asc(units.id)),
    db.select({ unitId: unitDayPrices.unitId }).from(unitDayPrices).where(and(eq(unitDayPrices.hostId, hostId), sql`${unitDayPrices.price} is not null`)).limit(1),
    db.select({ id: icalFeeds.id }).from(icalFeeds).where(eq(icalFeeds.hostId, hostId)).limit(1),
    db.select({ id: unitBlocks.id }).from(unitBlocks).where(eq(unitBlocks.hostId, hostId)).limit(1),
    // The oldest conversation still in the inbox whose last word is the guest's.
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.hostId, hostId),
          isNull(conversations.archivedAt),
          sql`(select m.sender_role from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1) = 'guest'`,
        ),
      )
      .orderBy(asc(conversations.lastMessageAt), asc(conversations.id))
      .limit(1),
    exists(db, sql`select 1 from ${messages} m join ${conversations} c on c.id = m.conversation_id where c.host_id = ${hostId} and m.sender_role = 'host' limit 1`),
    db.select({ code: bookings.code }).from(bookings).where(and(eq(bookings.hostId, hostId), isPendingRequestSql())).orderBy(asc(bookings.createdAt), asc(bookings.code)),
    db
      .select({ code: bookings.code })
      .from(bookings)
      .where(and(eq(bookings.hostId, hostId), eq(bookings.kind, 'inquiry'), sql`${bookings.status} in ('requested', 'action_needed')`))
      .orderBy(asc(bookings.createdAt), asc(bookings.code)),
    db
      .select({ unitId: reviews.unitId, reply: reviews.reply })
      .from(reviews)
      .innerJoin(units, eq(units.id, reviews.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(reviews.hostId, hostId), live))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    db.select({ id: unitBoosts.id }).from(unitBoosts).where(eq(unitBoosts.hostId, hostId)).limit(1),
  ]);
  const profile = host.hostProfile as { aboutHost?: unknown; hostLanguages?: unknown };
  const seasons = (u: (typeof unitRows)[number]) => {
    const list = (u.priceConfiguration as { seasonsPricing?: unknown } | null)?.seasonsPricing;
    return Array.isArray(list) && list.length > 0;
  };
  return {
    commercialModel: host.commercialModel,
    isHybrid: isHybrid(host),
    verificationApplies: identityVerificationApplies({ kycInitiated: host.kycInitiated, subscriptionEnabled: host.flags?.isSubscriptionEnabled === true }),
    kycStatus: host.kycStatus,
    profileComplete: typeof profile.aboutHost === 'string' && profile.aboutHost.trim() !== '' && Array.isArray(profile.hostLanguages) && profile.hostLanguages.length > 0,
    // Every question answered, as the guest-profile flow itself counts it.
    guestProfileAnswered: getGuestPreferences(host).completed,
    propertyCount: propertyRows.length,
    units: unitRows.map((u) => ({ unitId: u.id, propertyId: u.propertyId, status: u.status, bookingType: u.bookingType, hasActivePromotion: hasActivePromotion(u) })),
    hasCustomPrices: dayPrices.length > 0 || unitRows.some(seasons),
    hasCalendarUpkeep: feeds.length > 0 || blocks.length > 0,
    waitingConversationId: waiting[0]?.id ?? null,
    hostHasWritten: written,
    pendingRequestCodes: requests.map((r) => r.code),
    openInquiryCodes: inquiries.map((r) => r.code),
    reviewCount: reviewRows.length,
    unansweredReviewUnitIds: reviewRows.filter((r) => r.reply === null).map((r) => r.unitId),
    hasBoost: boosts.length > 0,
  };
}

async function dismissedOf(db: Db, hostId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: userInteractions.interactionType })
    .from(userInteractions)
    .where(and(eq(userInteractions.hostId, hostId), eq(userInteractions.interacted, true), like(userInteractions.interactionType, `${CHECKLIST_INTERACTION_PREFIX}%`)));
  return new Set(rows.map((r) => r.name.slice(CHECKLIST_INTERACTION_PREFIX.length)));
}

export async function getChecklist(db: Db, host: HostRow): Promise<Checklist> {
  const [facts, dismissed] = await Promise.all([factsOf(db, host), dismissedOf(db, host.id)]);
  const items = deriveChecklist(facts, dismissed);
  return { items, progress: checklistProgress(items) };
}

/** Dismisses or restores one item (an upsert of its interaction), audited; answers the new checklist. */
export async function setChecklistDismissed(db: Db, actor: Actor & { host: HostRow }, id: ChecklistItemId, dismissed: boolean): Promise<Checklist> {
  const hostId = actor.host.id;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx
      .insert(userInteractions)
      .values({ hostId, interactionType: checklistInteraction(id), interacted: dismissed })
      .onConflictDoUpdate({ target: [userInteractions.hostId, userInteractions.interactionType], set: { interacted: dismissed } });
    await recordAudit(tx, { host: actor.host, staff: actor.staff, action: 'user.checklist.dismiss', target: id, detail: { dismissed } });
  });
  return getChecklist(db, actor.host);
}
