import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { HostRow } from '../../domain-types';
import { recordAudit } from '../audit';
import { notFound } from '../../domain-errors';
import type { PaymentDetailsView, PaymentMethod } from '../../../shared/schemas/account-money';
import { readBillingDocument, updateBillingDocument, type StoredPaymentMethod } from './billing-document';

// GET/PUT/DELETE /api/app/user/payment-details: the SEPA direct-debit mandate subscription charges
// are collected with. Only for hosts with subscription checkout (the tab is hidden for the others,
// and the calls answer 404 as for anything that is not theirs). Saving signs a new mandate: the
// server makes its reference and date; the browser only ever sees the IBAN's last four characters.

type Actor = { host: HostRow; staff: { id: string } | null };

export function assertCheckoutEnabled(host: HostRow) {
  if (host.flags?.isSubscriptionCheckoutEnabled !== true) throw notFound('payment details');
}

/** SEPA allows 35 characters of A-Z, 0-9 and a few signs; ours are 20 and unique per signature. */
const mandateReference = () => `HPM-${randomBytes(8).toString('hex').toUpperCase()}`;

export function maskIban(iban: string): string {
  const last4 = iban.slice(-4);
  return `${iban.slice(0, 2)}${'•'.repeat(Math.max(0, iban.length - 6))}${last4}`.replace(/(.{4})(?=.)/g, '$1 ');
}

const toView = (m: StoredPaymentMethod): PaymentMethod => ({
  type: m.type,
  accountHolder: m.accountHolder,
  ibanMasked: maskIban(m.iban),
  ibanLast4: m.iban.slice(-4),
  bic: m.bic,
  mandateReference: m.mandateReference,
  signedAt: m.signedAt,
});

export async function getPaymentDetails(db: Db, host: HostRow): Promise<PaymentDetailsView> {
  assertCheckoutEnabled(host);
  const doc = await readBillingDocument(db, host.id);
  return { paymentMethod: doc.paymentMethod ? toView(doc.paymentMethod) : null };
}

export async function savePaymentDetails(db: Db, actor: Actor, input: { accountHolder: string; iban: string; bic: string }): Promise<PaymentDetailsView> {
  assertCheckoutEnabled(actor.host);
  const method: StoredPaymentMethod = {
    type: 'sepa_debit',
    accountHolder: input.accountHolder,
    iban: input.iban,
    bic: input.bic || null,
    mandateReference: mandateReference(),
    signedAt: new Date().toISOString(),
  };
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await updateBillingDocument(tx, actor.host.id, (doc) => ({ ...doc, paymentMethod: method }));
    // The audit row names the mandate and the IBAN's last four, never the whole IBAN.
    await recordAudit(tx, { ...actor, action: 'user.payment-details.save', target: actor.host.id, detail: { mandateReference: method.mandateReference, ibanLast4: method.iban.slice(-4) } });
    return { paymentMethod: toView(method) };
  });
}

export async function deletePaymentDetails(db: Db, actor: Actor): Promise<void> {
  assertCheckoutEnabled(actor.host);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    let removed: StoredPaymentMethod | undefined;
    await updateBillingDocument(tx, actor.host.id, ({ paymentMethod, ...rest }) => {
      removed = paymentMethod;
      return rest;
    });
    if (!removed) throw notFound('payment method');
    await recordAudit(tx, { ...actor, action: 'user.payment-details.delete', target: actor.host.id, detail: { mandateReference: removed.mandateReference } });
  });
}
