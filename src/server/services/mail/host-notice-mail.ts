import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hosts } from '../../db/schema';
import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { composeMail, mailFormat, type MailRecipient } from './compose';

// A short mail to a host about one event on their account (a review, a staff decision, a feed,
// a subscription): a subject, a heading, one sentence, maybe a quoted text, a link. The texts are
// `<texts>.subject|heading|intro|action|reason` in src/shared/i18n/mail/<locale>.json, filled with `vars`.

export interface HostNoticeInput {
  kind: MailKind;
  /** Names the event: one mail per key (see OutgoingMail.key). */
  key: string;
  texts: string;
  /** Values for the texts' {placeholders}; `{ text }` names a mail text to use and `{ moment }` is a moment to write, both in the host's language. */
  vars: Record<string, string | { text: string } | { moment: Date; timeZone?: string }>;
  host: MailRecipient;
  /** The portal path the mail links to. */
  path: string;
  quote?: { labelKey: string; text: string } | null;
  publicUrl: string;
  sign: (address: string, kind: MailKind) => string;
}

export async function hostNoticeMail(input: HostNoticeInput): Promise<OutgoingMail> {
  const format = await mailFormat(input.host.locale);
  const { t } = format;
  const { texts } = input;
  const vars = Object.fromEntries(
    Object.entries(input.vars).map(([name, value]) => [name, typeof value === 'string' ? value : 'text' in value ? t(value.text) : format.moment(value.moment, value.timeZone)]),
  );
  return composeMail({
    key: input.key,
    kind: input.kind,
    to: input.host,
    format,
    subject: t(`${texts}.subject`, vars),
    title: t(`${texts}.heading`, vars),
    paragraphs: [t(`${texts}.intro`, vars)],
    quote: input.quote ? { label: t(input.quote.labelKey), text: input.quote.text } : undefined,
    action: { label: t(`${texts}.action`), url: `${input.publicUrl}${input.path}` },
    reason: t(`${texts}.reason`),
    publicUrl: input.publicUrl,
    unsubscribeToken: input.sign(input.host.email, input.kind),
  });
}

/** The host a mail goes to, read in the caller's transaction. */
export async function hostRecipient(tx: Db, hostId: string): Promise<MailRecipient | null> {
  const [row] = await tx
    .select({ email: hosts.email, locale: hosts.locale, firstName: hosts.firstName, companyName: hosts.companyName })
    .from(hosts)
    .where(eq(hosts.id, hostId))
    .limit(1);
  return row ?? null;
}
