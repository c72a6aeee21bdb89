import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hostDocuments, hosts } from '../../db/schema';
import { conflict, notFound } from '../../domain-errors';
import { recordAudit } from '../audit';
import type { VerificationReview } from '../../../shared/schemas/staff-review';
import type { DocumentKind } from '../../../shared/schemas/onboarding';
import { VERIFICATION_START_PATH } from '../../../shared/domain/verification-banner';
import { enqueueMail } from '../mail/outbox';
import { hostNoticeMail, hostRecipient } from '../mail/host-notice-mail';
import { unsubscribeSigner } from '../mail/unsubscribe';

// Staff review of identity verification (AS §3): hosts whose documents were handed
// in ("submitted") wait here, oldest first; staff approve (verified) or refuse with a reason the
// host is shown (rejected). Only a submitted verification can be decided, so two staff members
// deciding at once cannot both win: the update is conditional on the status and the loser gets 409.

type Staff = { id: string };

/** A company is known by its name, a person by theirs; the e-mail when neither was given. */
export const reviewHostName = (h: { type: string; firstName: string; lastName: string; companyName: string | null; email: string }) =>
  (h.type === 'company' && h.companyName) || [h.firstName, h.lastName].filter(Boolean).join(' ') || h.companyName || h.email;

export async function listPendingVerifications(db: Db): Promise<VerificationReview[]> {
  const rows = await db
    .select({ id: hosts.id, email: hosts.email, type: hosts.type, firstName: hosts.firstName, lastName: hosts.lastName, companyName: hosts.companyName, startedAt: hosts.kycStartedAt })
    .from(hosts)
    .where(and(eq(hosts.kycStatus, 'submitted'), eq(hosts.isStaff, false)))
    .orderBy(asc(hosts.kycStartedAt), asc(hosts.id));
  if (rows.length === 0) return [];
  const docs = await db
    .select({ id: hostDocuments.id, hostId: hostDocuments.hostId, kind: hostDocuments.kind, subject: hostDocuments.subject, fileName: hostDocuments.fileName, byteSize: hostDocuments.byteSize })
    .from(hostDocuments)
    .where(inArray(hostDocuments.hostId, rows.map((r) => r.id)))
    .orderBy(asc(hostDocuments.createdAt), asc(hostDocuments.id));
  return rows.map((r) => ({
    hostId: r.id,
    name: reviewHostName(r),
    email: r.email,
    type: r.type,
    submittedAt: r.startedAt?.toISOString() ?? null,
    documents: docs.filter((d) => d.hostId === r.id).map(({ hostId: _, ...d }) => ({ ...d, kind: d.kind as DocumentKind })),
  }));
}

/** One document of a host, bytes included; staff read any host's, so the host id is part of the key. */
export async function findReviewDocument(db: Db, hostId: string, documentId: string) {
  const [doc] = await db
    .select()
    .from(hostDocuments)
    .innerJoin(hosts, eq(hosts.id, hostDocuments.hostId))
    .where(and(eq(hostDocuments.id, documentId), eq(hostDocuments.hostId, hostId), ne(hosts.isStaff, true)))
    .limit(1);
  if (!doc) throw notFound('document');
  return doc.host_documents;
}

/** Staff approve or reject a host's identity verification; the host's mail about it is written in the same transaction. */
export async function decideVerification(db: Db, staff: Staff, hostId: string, decision: { approve: true } | { approve: false; reason: string }, options: { publicUrl: string }) {
  // Read before the transaction (it may create the secret on first use).
  const sign = await unsubscribeSigner(db);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [host] = await tx.select({ id: hosts.id, kycStatus: hosts.kycStatus, isStaff: hosts.isStaff }).from(hosts).where(eq(hosts.id, hostId)).limit(1).for('update');
    if (!host || host.isStaff) throw notFound('host');
    if (host.kycStatus !== 'submitted') throw conflict(`Only a submitted verification can be reviewed; this one is ${host.kycStatus}.`);
    const now = new Date();
    const reason = decision.approve ? null : decision.reason;
    await tx
      .update(hosts)
      .set({ kycStatus: decision.approve ? 'verified' : 'rejected', kycReviewedAt: now, kycReviewedBy: staff.id, kycRejectionReason: reason, updatedAt: now })
      .where(eq(hosts.id, hostId));
    await recordAudit(tx, {
      host: { id: hostId },
      staff,
      action: decision.approve ? 'staff.verification.approve' : 'staff.verification.reject',
      target: hostId,
      detail: reason ? { reason } : undefined,
    });
    const recipient = await hostRecipient(tx, hostId);
    if (recipient) {
      const mail = await hostNoticeMail({
        kind: 'verification.completed',
        // One decision per submission (only a submitted verification is decided): its moment names it.
        key: `verification.completed:${hostId}:${now.getTime()}`,
        texts: decision.approve ? 'verificationApproved' : 'verificationRejected',
        vars: {},
        host: recipient,
        // Verified: the portal's home; rejected: the verification to start again.
        path: decision.approve ? '/home' : VERIFICATION_START_PATH,
        quote: reason ? { labelKey: 'verificationRejected.reasonLabel', text: reason } : null,
        publicUrl: options.publicUrl,
        sign,
      });
      await enqueueMail(tx, mail, now);
    }
    return { hostId, kycStatus: decision.approve ? ('verified' as const) : ('rejected' as const), reason, reviewedAt: now.toISOString() };
  });
}
