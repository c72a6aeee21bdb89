import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hostBankAccounts, hostDocuments, hostOnboarding, hosts, units } from '../db/schema';
import { requiredSections } from '../../shared/domain/listing-step-visibility';
import type { OnboardingSection, OnboardingState } from '../../shared/schemas/onboarding';
import type { HostRow } from '../domain-types';
import { recordAudit } from './audit';

// Where a host's onboarding stands, and the rule that finishes it (AS §4
// "Onboarding: in_progress then finished"). The spec does not say when it finishes; our rule:
//   onboarding finishes when the host has a published unit AND every section the host must
//   complete (shared/domain/listing-step-visibility.ts requiredSections: those of the onboarding
//   steps this host sees) is complete.
// It is checked after every onboarding save and after a unit is published, in the same
// transaction as the write, so neither order of the two events leaves it unfinished.
// Finished is final: later edits never reopen onboarding.

export const visibilityFactsOf = (host: HostRow) => ({
  commercialModel: host.commercialModel,
  hostType: host.type,
  kycInitiated: host.kycInitiated,
  subscriptionEnabled: host.flags?.isSubscriptionEnabled === true,
  isB2B: host.flags?.isB2B === true,
});

/** The sections the stored data completes (documents count by kind: identity vs. payout). */
export async function completedSectionsOf(db: Db, host: HostRow): Promise<OnboardingSection[]> {
  const [record] = await db.select().from(hostOnboarding).where(eq(hostOnboarding.hostId, host.id)).limit(1);
  const [banks] = await db.select({ n: sql<number>`count(*)::int` }).from(hostBankAccounts).where(eq(hostBankAccounts.hostId, host.id));
  const kinds = (await db.selectDistinct({ kind: hostDocuments.kind }).from(hostDocuments).where(eq(hostDocuments.hostId, host.id))).map((k) => k.kind);
  const done: OnboardingSection[] = [];
  const details = host.type === 'company' ? record?.businessDetails : record?.individualDetails;
  if (details) done.push('identity-details');
  if ((record?.owners?.length ?? 0) > 0) done.push('owners');
  if (kinds.some((k) => k !== 'bank-statement')) done.push('identity-documents');
  if (banks.n > 0) done.push('bank-account');
  if (kinds.includes('bank-statement')) done.push('payout-documents');
  return done;
}

export async function onboardingState(db: Db, host: HostRow): Promise<OnboardingState> {
  return {
    onboardingStatus: host.onboardingStatus,
    requiredSections: requiredSections(visibilityFactsOf(host)),
    completedSections: await completedSectionsOf(db, host),
  };
}

/**
 * Re-reads the host, stores the completed sections and finishes onboarding when the rule holds.
 * Call inside the transaction of the write that may have changed the answer. Returns the state.
 */
export async function refreshOnboarding(tx: Db, hostId: string, staff: { id: string } | null): Promise<OnboardingState> {
  const [host] = await tx.select().from(hosts).where(eq(hosts.id, hostId)).limit(1);
  const state = await onboardingState(tx, host);
  await tx
    .insert(hostOnboarding)
    .values({ hostId, completedSections: state.completedSections })
    .onConflictDoUpdate({ target: hostOnboarding.hostId, set: { completedSections: state.completedSections, updatedAt: new Date() } });
  if (host.onboardingStatus === 'finished') return state;
  const allDone = state.requiredSections.every((s) => state.completedSections.includes(s));
  if (!allDone) return state;
  const [published] = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.hostId, hostId), eq(units.status, 'PUBLISHED')))
    .limit(1);
  if (!published) return state;
  await tx.update(hosts).set({ onboardingStatus: 'finished', updatedAt: new Date() }).where(eq(hosts.id, hostId));
  await recordAudit(tx, { host: { id: hostId }, staff, action: 'user.onboarding.finish', target: hostId, detail: { sections: state.completedSections } });
  return { ...state, onboardingStatus: 'finished' };
}
