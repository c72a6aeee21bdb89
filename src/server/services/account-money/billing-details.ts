import type { Db } from '../../db/client';
import type { HostRow } from '../../domain-types';
import { recordAudit } from '../audit';
import { getBusinessDetails, getIndividualDetails } from '../onboarding';
import { cutState, hasVat } from '../../../shared/domain/tax-details';
import type { BillingDetailsView, InvoiceRecipient } from '../../../shared/schemas/account-money';
import { readBillingDocument, updateBillingDocument } from './billing-document';

// GET/PUT /api/app/user/billing-details: who the portal's invoices are made out to. Until the host
// saves them, they are prefilled from the identity details the host gave in onboarding (company or
// individual), so nobody types their address twice.

type Actor = { host: HostRow; staff: { id: string } | null };

interface OnboardingLike {
  address: { country: string; city: string; street: string; houseNumberOrName: string; postalCode: string; stateOrProvince?: string };
  userHasVatId: boolean;
  vatId?: string;
}

function fromOnboarding(name: string, email: string, details: OnboardingLike): InvoiceRecipient {
  const { address } = details;
  const vat = details.userHasVatId && hasVat(address.country) && details.vatId;
  return {
    name,
    address: { ...address, stateOrProvince: cutState(address.stateOrProvince) },
    userHasVatId: !!vat,
    ...(vat ? { vatId: details.vatId } : {}),
    email,
  };
}

async function prefill(db: Db, host: HostRow): Promise<InvoiceRecipient | null> {
  if (host.type === 'company') {
    const { company } = await getBusinessDetails(db, host.id);
    if (company) return fromOnboarding(company.legalBusinessName, company.accountEmail, company);
  }
  const { details } = await getIndividualDetails(db, host.id);
  if (details) return fromOnboarding(`${details.firstName} ${details.lastName}`.trim(), host.email, details);
  return null;
}

export async function getBillingDetails(db: Db, host: HostRow): Promise<BillingDetailsView> {
  const doc = await readBillingDocument(db, host.id);
  if (doc.invoiceRecipient) return { invoiceRecipient: doc.invoiceRecipient, source: 'saved', updatedAt: doc.invoiceRecipientUpdatedAt ?? null };
  const prefilled = await prefill(db, host);
  return { invoiceRecipient: prefilled, source: prefilled ? 'onboarding' : 'none', updatedAt: null };
}

export async function saveBillingDetails(db: Db, actor: Actor, recipient: InvoiceRecipient): Promise<BillingDetailsView> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const updatedAt = new Date().toISOString();
    await updateBillingDocument(tx, actor.host.id, (doc) => ({ ...doc, invoiceRecipient: recipient, invoiceRecipientUpdatedAt: updatedAt }));
    await recordAudit(tx, { ...actor, action: 'user.billing-details.save', target: actor.host.id, detail: { country: recipient.address.country, userHasVatId: recipient.userHasVatId } });
    return { invoiceRecipient: recipient, source: 'saved' as const, updatedAt };
  });
}
