import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { newId } from '../../db/ids';
import { enqueue } from '../../jobs/queue';
import { notFound } from '../../domain-errors';
import { isUuid } from '../properties';
import { pagination } from '../../../shared/schemas/pagination';
import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { Locale } from '../../../shared/i18n/locales';
import type { MailDetail, MailPage, MailSummary } from '../../../shared/schemas/mail';

// The outbox: a mail is written in the transaction of the event it tells about, and sent after
// commit by the job runner (send-job.ts). Nothing of the sending can hold up or undo the event.

export const MAIL_SEND_QUEUE = 'mail-send';

export interface OutgoingMail {
  /** Names the event: the same key twice (a retried request, a restart) is one mail. */
  key: string;
  to: string;
  language: Locale;
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/**
 * Adds the mail and its send job inside the caller's transaction (`tx`). A key already in the
 * outbox adds nothing (ON CONFLICT DO NOTHING): answers whether this call wrote the mail.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail, now = new Date()): Promise<{ id: string; created: boolean } | { id: null; created: false }> {
  const id = newId(now.getTime());
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      id,
      key: mail.key,
      recipient: mail.to,
      language: mail.language,
      kind: mail.kind,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? {},
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.key })
    .returning({ id: mailOutbox.id });
  if (!row) return { id: null, created: false };
  await enqueue(tx, MAIL_SEND_QUEUE, { mailId: row.id }, { key: `mail-send:${row.id}`, runAt: now });
  return { id: row.id, created: true };
}

type MailRow = typeof mailOutbox.$inferSelect;

const summaryOf = (row: MailRow): MailSummary => ({
  id: row.id,
  recipient: row.recipient,
  language: row.language,
  kind: row.kind,
  subject: row.subject,
  status: row.status,
  transport: row.transport,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

/** The staff mailbox: newest first. */
export async function listMail(db: Db, page: number, limit: number): Promise<MailPage> {
  const [{ total }] = await db.select({ total: count() }).from(mailOutbox);
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { items: rows.map(summaryOf), pagination: pagination(page, limit, total) };
}

/** One mail with its HTML, text and headers; an unknown id is 404. */
export async function getMail(db: Db, id: string): Promise<MailDetail> {
  if (!isUuid(id)) throw notFound('mail');
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!row) throw notFound('mail');
  return { ...summaryOf(row), html: row.html, text: row.text, headers: row.headers };
}
