import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hosts } from '../../db/schema';
import type { InvoiceRecipient } from '../../../shared/schemas/account-money';

// hosts.billing_details holds one document with a key per tab, each read and written whole:
//   invoiceRecipient (+ its updatedAt): who invoices are made out to (billing tab);
//   paymentMethod: the SEPA direct-debit mandate subscription charges are collected with (payment tab).
// Writes lock the host row and merge, so saving one key never loses the other.

export interface StoredPaymentMethod {
  type: 'sepa_debit';
  accountHolder: string;
  /** Whole and normalised: the bank needs it to collect; the browser only ever sees it masked. */
  iban: string;
  bic: string | null;
  mandateReference: string;
  signedAt: string;
}

export interface BillingDocument {
  invoiceRecipient?: InvoiceRecipient;
  invoiceRecipientUpdatedAt?: string;
  paymentMethod?: StoredPaymentMethod;
}

export async function readBillingDocument(db: Db, hostId: string): Promise<BillingDocument> {
  const [row] = await db.select({ doc: hosts.billingDetails }).from(hosts).where(eq(hosts.id, hostId));
  return (row?.doc ?? {}) as BillingDocument;
}

/** Changes the document inside the caller's transaction, with the host row locked. */
export async function updateBillingDocument(tx: Db, hostId: string, change: (doc: BillingDocument) => BillingDocument): Promise<BillingDocument> {
  const [row] = await tx.select({ doc: hosts.billingDetails }).from(hosts).where(eq(hosts.id, hostId)).for('update');
  const next = change({ ...((row?.doc ?? {}) as BillingDocument) });
  await tx.update(hosts).set({ billingDetails: next as Record<string, unknown>, updatedAt: new Date() }).where(eq(hosts.id, hostId));
  return next;
}
