import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hostBankAccounts, hostOnboarding } from '../db/schema';
import { newId } from '../db/ids';
import { invalid, forbidden } from '../domain-errors';
import { issuesTaxId, hasVat } from '../../shared/domain/tax-details';
import { companyRoles } from '../../shared/domain/company-details';
import type { BankAccount, BusinessDetails, BusinessDetailsSave, CompanyDetails, IndividualDetails, Owner } from '../../shared/schemas/onboarding';
import type { InvalidParam } from '../../shared/schemas/problem';
import { recordAudit } from './audit';
import type { Actor, HostRow } from '../domain-types';
import { refreshOnboarding } from './onboarding-state';

// Identity and payout details of the signed-in host (AS §7 onboarding calls).
// Details are documents read and written whole; every write is one transaction with its audit row
// and re-checks whether onboarding has finished (services/onboarding-state.ts).

type TaxPart = Pick<IndividualDetails, 'countryIssueTaxId' | 'taxIdentifications' | 'userHasVatId' | 'vatId'>;

/**
 * AS §5 on the server: a country that issues no tax id keeps none; a country that does needs one;
 * a VAT id only when the host says there is one (and then it is required). Names in `prefix`.
 */
function applyTaxRules<T extends TaxPart>(details: T, prefix = ''): T {
  const problems: InvalidParam[] = [];
  const country = details.countryIssueTaxId;
  let taxIdentifications = details.taxIdentifications;
  if (!issuesTaxId(country)) taxIdentifications = [];
  else if (taxIdentifications.length === 0) problems.push({ name: `${prefix}taxIdentifications[0].id`, reason: 'is required: this country issues tax ids' });
  const userHasVatId = details.userHasVatId && hasVat(country);
  if (userHasVatId && !details.vatId) problems.push({ name: `${prefix}vatId`, reason: 'is required when you have a VAT id' });
  if (problems.length) throw invalid(problems);
  const { vatId, ...rest } = details;
  return { ...rest, taxIdentifications, userHasVatId, ...(userHasVatId ? { vatId } : {}) } as T;
}

async function onboardingRecord(db: Db, hostId: string) {
  const [row] = await db.select().from(hostOnboarding).where(eq(hostOnboarding.hostId, hostId)).limit(1);
  return row;
}

/** POST init-onboarding: the record exists afterwards; a finished onboarding stays finished. */
export async function initOnboarding(db: Db, actor: Actor) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.insert(hostOnboarding).values({ hostId: actor.host.id }).onConflictDoNothing({ target: hostOnboarding.hostId });
    await recordAudit(tx, { ...actor, action: 'user.onboarding.init', target: actor.host.id });
    return refreshOnboarding(tx, actor.host.id, actor.staff);
  });
}

export async function getIndividualDetails(db: Db, hostId: string) {
  return { details: ((await onboardingRecord(db, hostId))?.individualDetails ?? null) as IndividualDetails | null };
}

export async function saveIndividualDetails(db: Db, actor: Actor, input: IndividualDetails) {
  const details = applyTaxRules(input);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx
      .insert(hostOnboarding)
      .values({ hostId: actor.host.id, individualDetails: details })
      .onConflictDoUpdate({ target: hostOnboarding.hostId, set: { individualDetails: details, updatedAt: new Date() } });
    await recordAudit(tx, { ...actor, action: 'user.onboarding.individual-details', target: actor.host.id });
    await refreshOnboarding(tx, actor.host.id, actor.staff);
    return { details };
  });
}

export async function getBusinessDetails(db: Db, hostId: string): Promise<BusinessDetails> {
  const row = await onboardingRecord(db, hostId);
  // Owners saved before signatories were asked for are not signatories.
  const owners = ((row?.owners ?? []) as Owner[]).map((o) => ({ ...o, isSignatory: o.isSignatory ?? false }));
  return { company: (row?.businessDetails ?? null) as CompanyDetails | null, owners, ...companyRoles(owners) };
}

export async function saveBusinessDetails(db: Db, actor: Actor, host: HostRow, input: BusinessDetailsSave): Promise<BusinessDetails> {
  if (host.type !== 'company') throw forbidden('Only company accounts have business details and owners.');
  const company = input.company ? applyTaxRules(input.company, 'company.') : undefined;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const set = { ...(company && { businessDetails: company }), ...(input.owners && { owners: input.owners }) };
    await tx
      .insert(hostOnboarding)
      .values({ hostId: actor.host.id, ...set })
      .onConflictDoUpdate({ target: hostOnboarding.hostId, set: { ...set, updatedAt: new Date() } });
    await recordAudit(tx, { ...actor, action: 'user.onboarding.business-details', target: actor.host.id, detail: { company: !!company, owners: input.owners?.length ?? null } });
    await refreshOnboarding(tx, actor.host.id, actor.staff);
    return getBusinessDetails(tx, actor.host.id);
  });
}

const toBankAccount = (r: typeof hostBankAccounts.$inferSelect): BankAccount => ({
  id: r.id,
  holderName: r.holderName,
  iban: r.iban,
  bic: r.bic,
  countryCode: r.countryCode,
  isDefault: r.isDefault,
});

export async function getBankAccounts(db: Db, hostId: string) {
  const rows = await db.select().from(hostBankAccounts).where(eq(hostBankAccounts.hostId, hostId)).orderBy(asc(hostBankAccounts.createdAt), asc(hostBankAccounts.id));
  return { accounts: rows.map(toBankAccount) };
}

/** Replaces the host's bank accounts (IBANs already checked by the schema); the first is the default. */
export async function saveBankAccounts(db: Db, actor: Actor, accounts: { holderName: string; iban: string; bic?: string }[]) {
  const seen = new Set<string>();
  const duplicates = accounts.flatMap((a, i) => (seen.has(a.iban) ? [{ name: `accounts[${i}].iban`, reason: 'is already in the list' }] : (seen.add(a.iban), [])));
  if (duplicates.length) throw invalid(duplicates);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.delete(hostBankAccounts).where(eq(hostBankAccounts.hostId, actor.host.id));
    const now = Date.now();
    await tx.insert(hostBankAccounts).values(
      accounts.map((a, i) => ({
        id: newId(now + i),
        hostId: actor.host.id,
        holderName: a.holderName,
        iban: a.iban,
        bic: a.bic || null,
        countryCode: a.iban.slice(0, 2),
        isDefault: i === 0,
        createdAt: new Date(now + i),
      })),
    );
    // The audit row names the account's country and last digits only, never the whole IBAN.
    await recordAudit(tx, { ...actor, action: 'user.onboarding.bank-accounts', target: actor.host.id, detail: { accounts: accounts.map((a) => `${a.iban.slice(0, 2)}…${a.iban.slice(-4)}`) } });
    await refreshOnboarding(tx, actor.host.id, actor.staff);
    return getBankAccounts(tx, actor.host.id);
  });
}
