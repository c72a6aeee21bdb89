import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { units } from '../db/schema';
import { invalid } from '../domain-errors';
import { recordAudit } from './audit';
import type { Actor } from '../domain-types';
import { findUnit } from './units';
import { PROMOTION_TYPES, promotionTextKeys, unitPromotions } from '../../shared/domain/promotions';
import {
  isProviderUrl,
  statusAfterDeclaration,
  VERIFICATION_PROVIDERS,
  VERIFICATION_STATUSES,
  type VerificationProvider,
  type VerificationStatus,
} from '../../shared/domain/calendar-verification';

// Promotions and listing verification of a unit (HC §7 Units).

export const promotionConfiguration = () => ({
  items: PROMOTION_TYPES.map((p) => ({ type: p.type, discount: p.discount, texts: promotionTextKeys(p.type) })),
});

export async function listPromotions(db: Db, hostId: string, id: string) {
  const { unit } = await findUnit(db, hostId, id);
  return { items: unitPromotions(unit.promotions) };
}

export async function togglePromotion(db: Db, actor: Actor, id: string, input: { type: string; state: boolean | 'ACTIVE' | 'INACTIVE' }) {
  if (!PROMOTION_TYPES.some((p) => p.type === input.type)) throw invalid([{ name: 'type', reason: 'unknown promotion type' }]);
  const status = input.state === true || input.state === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE';
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit } = await findUnit(tx, actor.host.id, id, true);
    const promotions = { ...unit.promotions, [input.type]: status };
    await tx.update(units).set({ promotions, updatedAt: new Date() }).where(eq(units.id, unit.id));
    await recordAudit(tx, { ...actor, action: 'unit.promotion', target: unit.id, detail: { type: input.type, status } });
    return unitPromotions(promotions).find((p) => p.type === input.type)!;
  });
}

interface StoredVerification {
  status: VerificationStatus;
  isListed: 'yes' | 'no' | null;
  listingUrl: string | null;
  submittedAt: string | null;
}
const NOT_STARTED: StoredVerification = { status: 'not_started', isListed: null, listingUrl: null, submittedAt: null };

const storedOf = (unit: { calendarVerification: Record<string, unknown> }, provider: string) =>
  ({ ...NOT_STARTED, ...(unit.calendarVerification[provider] as Partial<StoredVerification> | undefined) }) as StoredVerification;

export const verificationConfiguration = () => ({
  providers: VERIFICATION_PROVIDERS.map((p) => ({ provider: p.provider, domains: [...p.domains] })),
  statuses: [...VERIFICATION_STATUSES],
});

export async function getVerificationData(db: Db, hostId: string, id: string, provider: VerificationProvider) {
  const { unit } = await findUnit(db, hostId, id);
  return { provider, ...storedOf(unit, provider) };
}

/** The host's declaration: listed there (with the listing's address on that platform) or not. */
export async function submitVerificationData(db: Db, actor: Actor, id: string, provider: VerificationProvider, input: { isListed: 'yes' | 'no'; listingUrl?: string | null }) {
  const url = input.listingUrl || null;
  if (input.isListed === 'yes' && !url) throw invalid([{ name: 'listingUrl', reason: 'required when the unit is listed' }]);
  if (url && !isProviderUrl(provider, url)) throw invalid([{ name: 'listingUrl', reason: `must be an address on ${provider}` }]);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit } = await findUnit(tx, actor.host.id, id, true);
    const current = storedOf(unit, provider);
    const listingUrl = input.isListed === 'yes' ? url : null;
    const status = statusAfterDeclaration(current.status, input.isListed, current.listingUrl === listingUrl);
    const next: StoredVerification = { status, isListed: input.isListed, listingUrl, submittedAt: new Date().toISOString() };
    await tx
      .update(units)
      .set({ calendarVerification: { ...unit.calendarVerification, [provider]: next }, updatedAt: new Date() })
      .where(eq(units.id, unit.id));
    await recordAudit(tx, { ...actor, action: 'unit.verify-calendar.submit', target: unit.id, detail: { provider, isListed: input.isListed, status } });
    return { status };
  });
}

/**
 * Where the check stands. Nothing here compares calendars with the other platform yet, so a
 * submitted declaration stays submitted until staff mark it verified or validated.
 */
export async function verificationStatus(db: Db, hostId: string, id: string, provider: VerificationProvider) {
  const { unit } = await findUnit(db, hostId, id);
  return { status: storedOf(unit, provider).status };
}
