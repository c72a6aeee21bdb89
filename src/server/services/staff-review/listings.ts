import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hosts, properties, units } from '../../db/schema';
import { conflict, DomainError, notFound } from '../../domain-errors';
import { recordAudit } from '../audit';
import { unitPublishability } from '../listing-views';
import { refreshOnboarding } from '../onboarding-state';
import { isUuid } from '../properties';
import { findUnit } from '../units';
import type { ListingReview } from '../../../shared/schemas/staff-review';
import { reviewHostName } from './verifications';
import { enqueueMail } from '../mail/outbox';
import { hostNoticeMail, hostRecipient } from '../mail/host-notice-mail';
import { unsubscribeSigner } from '../mail/unsubscribe';

// Staff review of listings (hosting-core listing statuses): a unit a host published again after a
// staff rejection waits UNDER_REVIEW. Approving publishes it exactly as the host's own publish
// does (publishedAt, onboarding refreshed); refusing sets REJECTED_BY_STAFF with the reason the
// host's property pages show beside "action needed". Only UNDER_REVIEW can be decided (else 409).

type Staff = { id: string };

export async function listUnitsUnderReview(db: Db): Promise<ListingReview[]> {
  const rows = await db
    .select({ unit: units, property: properties, host: { id: hosts.id, email: hosts.email, type: hosts.type, firstName: hosts.firstName, lastName: hosts.lastName, companyName: hosts.companyName } })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(hosts, eq(hosts.id, units.hostId))
    .where(and(eq(units.status, 'UNDER_REVIEW'), isNull(units.deletedAt), isNull(properties.deletedAt)))
    .orderBy(asc(units.updatedAt), asc(units.id));
  return rows.map(({ unit, property, host }) => ({
    unitId: unit.id,
    propertyId: property.id,
    hostId: host.id,
    hostName: reviewHostName(host),
    hostEmail: host.email,
    propertyTitle: property.title,
    unitTitle: unit.title,
    since: unit.updatedAt.toISOString(),
  }));
}

/** Staff approve or refuse a unit; the host's mail about it is written in the same transaction (`publicUrl`: where its link points). */
export async function decideListing(db: Db, staff: Staff, unitId: string, decision: { approve: true } | { approve: false; reason: string }, options: { publicUrl: string }) {
  if (!isUuid(unitId)) throw notFound('unit');
  // Read before the transaction (it may create the secret on first use).
  const sign = await unsubscribeSigner(db);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Staff may decide on any host's unit: find the owner first, then lock the row the host's own paths lock.
    const [owner] = await tx.select({ hostId: units.hostId }).from(units).where(eq(units.id, unitId)).limit(1);
    if (!owner) throw notFound('unit');
    const { unit, property } = await findUnit(tx, owner.hostId, unitId, true);
    if (unit.status !== 'UNDER_REVIEW') throw conflict(`Only a unit under review can be reviewed; this one is ${unit.status}.`);
    if (decision.approve) {
      // A published unit must be publishable (the rule the host's publish and patch keep).
      const p = unitPublishability(unit, property);
      if (!p.publishable) {
        throw new DomainError('conflict', 'The unit cannot be published: some fields are missing or invalid.', { invalidParams: p.missingFields.map((m) => ({ name: m.name, reason: m.reason })) });
      }
    }
    const now = new Date();
    const reason = decision.approve ? null : decision.reason;
    const state = decision.approve ? ('PUBLISHED' as const) : ('REJECTED_BY_STAFF' as const);
    await tx
      .update(units)
      .set({ status: state, reviewedAt: now, reviewedBy: staff.id, reviewRejectionReason: reason, updatedAt: now, ...(decision.approve && { publishedAt: now }) })
      .where(eq(units.id, unit.id));
    const actor = { host: { id: unit.hostId }, staff };
    await recordAudit(tx, { ...actor, action: decision.approve ? 'staff.listing.approve' : 'staff.listing.reject', target: unit.id, detail: { from: unit.status, to: state, ...(reason && { reason }) } });
    if (decision.approve) await refreshOnboarding(tx, unit.hostId, staff);
    const host = await hostRecipient(tx, unit.hostId);
    if (host) {
      const mail = await hostNoticeMail({
        kind: 'listing.reviewed',
        // One decision per review round (only a unit under review is decided): its moment names it.
        key: `listing.reviewed:${unit.id}:${now.getTime()}`,
        texts: decision.approve ? 'listingApproved' : 'listingRefused',
        vars: { unit: unit.title ?? property.title ?? '' },
        host,
        path: `/properties/${property.id}/units/${unit.id}`,
        quote: reason ? { labelKey: 'listingRefused.reasonLabel', text: reason } : null,
        publicUrl: options.publicUrl,
        sign,
      });
      await enqueueMail(tx, mail, now);
    }
    return { unitId: unit.id, state, reason, reviewedAt: now.toISOString() };
  });
}
