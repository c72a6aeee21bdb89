import { asc, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hostDocuments, hosts } from '../db/schema';
import { newId } from '../db/ids';
import { DomainError, invalid } from '../domain-errors';
import {
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_UPLOAD,
  type DocumentKind,
  type HostDocument,
} from '../../shared/schemas/onboarding';
import type { InvalidParam } from '../../shared/schemas/problem';
import { recordAudit } from './audit';
import type { Actor } from '../domain-types';
import { refreshOnboarding } from './onboarding-state';

// Identity, company and payout documents (AS §7 "documentUpload (multipart with
// indexed arrays)"): documents[0][file], documents[0][kind], documents[0][subject], documents[1]…
// Each file is judged by its bytes, never by its name or declared type: PDF, JPEG or PNG only, at
// most 10 MB. Stored as received (bytea): unlike listing photos they are never shown to guests,
// and re-encoding an identity scan could blur what a reviewer must read. All or nothing: one
// refused file refuses the upload, naming that file's field, so the host never wonders which
// of the files were kept.

const MB = 1024 * 1024;

/** PDF, JPEG and PNG magic numbers. */
export function sniffDocumentType(bytes: Uint8Array): string | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

export const documentTooLarge = () =>
  new DomainError('too-large', `Each document must be at most ${MAX_DOCUMENT_BYTES / MB} MB, at most ${MAX_DOCUMENTS_PER_UPLOAD} per upload.`, { title: 'Upload too large' });

interface ParsedDocument {
  index: number;
  file: File;
  kind: DocumentKind;
  subject: string;
}

/** Multipart fields (documents[i][file|kind|subject]) -> documents, every problem named by its field. */
export function readDocumentFields(form: Record<string, unknown>): ParsedDocument[] {
  const byIndex = new Map<number, Record<string, unknown>>();
  const problems: InvalidParam[] = [];
  for (const [name, value] of Object.entries(form)) {
    const m = /^documents\[(\d{1,2})\]\[(file|kind|subject)\]$/.exec(name);
    if (!m) {
      problems.push({ name, reason: 'is not a field of this upload (documents[i][file], documents[i][kind], documents[i][subject])' });
      continue;
    }
    const entry = byIndex.get(Number(m[1])) ?? {};
    entry[m[2]] = value;
    byIndex.set(Number(m[1]), entry);
  }
  if (byIndex.size === 0 && problems.length === 0) problems.push({ name: 'documents', reason: 'choose at least one document' });
  if (byIndex.size > MAX_DOCUMENTS_PER_UPLOAD) problems.push({ name: 'documents', reason: `at most ${MAX_DOCUMENTS_PER_UPLOAD} documents per upload` });
  const indices = [...byIndex.keys()].sort((a, b) => a - b);
  if (indices.some((n, i) => n !== i)) problems.push({ name: 'documents', reason: 'indexes must run 0, 1, 2… without gaps' });
  const parsed: ParsedDocument[] = [];
  for (const index of indices) {
    const entry = byIndex.get(index)!;
    const at = (f: string) => `documents[${index}][${f}]`;
    const file = entry.file;
    const kind = entry.kind;
    const subject = entry.subject ?? 'host';
    let ok = true;
    if (!(file instanceof File)) {
      problems.push({ name: at('file'), reason: 'choose a file' });
      ok = false;
    }
    if (typeof kind !== 'string' || !(DOCUMENT_KINDS as readonly string[]).includes(kind)) {
      problems.push({ name: at('kind'), reason: `must be one of ${DOCUMENT_KINDS.join(', ')}` });
      ok = false;
    }
    if (typeof subject !== 'string' || !/^(host|owner:\d{1,2})$/.test(subject)) {
      problems.push({ name: at('subject'), reason: 'must be host or owner:<index>' });
      ok = false;
    }
    if (ok) parsed.push({ index, file: file as File, kind: kind as DocumentKind, subject: subject as string });
  }
  if (problems.length) throw invalid(problems);
  return parsed;
}

const toDocument = (r: typeof hostDocuments.$inferSelect): HostDocument => ({
  id: r.id,
  kind: r.kind as DocumentKind,
  subject: r.subject,
  fileName: r.fileName,
  mimeType: r.mimeType,
  byteSize: r.byteSize,
  createdAt: r.createdAt.toISOString(),
});

export async function listDocuments(db: Db, hostId: string): Promise<HostDocument[]> {
  const rows = await db
    .select({ id: hostDocuments.id, hostId: hostDocuments.hostId, kind: hostDocuments.kind, subject: hostDocuments.subject, fileName: hostDocuments.fileName, mimeType: hostDocuments.mimeType, byteSize: hostDocuments.byteSize, createdAt: hostDocuments.createdAt })
    .from(hostDocuments)
    .where(eq(hostDocuments.hostId, hostId))
    .orderBy(asc(hostDocuments.createdAt), asc(hostDocuments.id));
  return rows.map((r) => toDocument({ ...r, content: Buffer.alloc(0) }));
}

/** A file name safe to show and log: no path, no control characters, at most 120 characters. */
const safeFileName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/(?![\u0080-\u009f])\p{Cc}/gu, '').slice(0, 120) || 'document';

export async function uploadDocuments(db: Db, actor: Actor, documents: ParsedDocument[]) {
  const problems: InvalidParam[] = [];
  const files: { doc: ParsedDocument; bytes: Buffer; mimeType: string }[] = [];
  for (const doc of documents) {
    const name = `documents[${doc.index}][file]`;
    if (doc.file.size === 0) {
      problems.push({ name, reason: 'is empty' });
      continue;
    }
    if (doc.file.size > MAX_DOCUMENT_BYTES) {
      problems.push({ name, reason: `must be at most ${MAX_DOCUMENT_BYTES / MB} MB` });
      continue;
    }
    const bytes = Buffer.from(await doc.file.arrayBuffer());
    const mimeType = sniffDocumentType(bytes);
    if (!mimeType) {
      problems.push({ name, reason: 'must be a PDF, JPEG or PNG file' });
      continue;
    }
    files.push({ doc, bytes, mimeType });
  }
  if (problems.length) throw invalid(problems, 'Some documents were refused; nothing was stored.');
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const now = Date.now();
    const ids = files.map((_, i) => newId(now + i));
    await tx.insert(hostDocuments).values(
      files.map(({ doc, bytes, mimeType }, i) => ({
        id: ids[i],
        hostId: actor.host.id,
        kind: doc.kind,
        subject: doc.subject,
        fileName: safeFileName(doc.file.name),
        mimeType,
        byteSize: bytes.length,
        content: bytes,
        createdAt: new Date(now + i),
      })),
    );
    // An identity document handed in moves identity verification on to "submitted" (in review);
    // after a staff rejection, documents handed in again go back to staff the same way.
    if (files.some((f) => f.doc.kind !== 'bank-statement')) {
      await tx
        .update(hosts)
        .set({ kycStatus: 'submitted', kycStartedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(hosts.id, actor.host.id), inArray(hosts.kycStatus, ['not_started', 'in_progress', 'rejected'])));
    }
    await recordAudit(tx, { ...actor, action: 'user.onboarding.document-upload', target: actor.host.id, detail: { documents: files.map((f) => ({ kind: f.doc.kind, subject: f.doc.subject, bytes: f.bytes.length })) } });
    await refreshOnboarding(tx, actor.host.id, actor.staff);
    const all = await listDocuments(tx, actor.host.id);
    return { uploaded: all.filter((d) => ids.includes(d.id)), documents: all };
  });
}
