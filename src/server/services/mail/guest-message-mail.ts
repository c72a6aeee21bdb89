import type { MailKind } from '../../../shared/domain/mail/outbox';
import { conversationPath } from '../../../shared/domain/messaging/inbox';
import type { OutgoingMail } from './outbox';
import { composeMail, mailFormat, type MailRecipient } from './compose';

// The host's mail about a new guest message (services/messaging/guest-message-mail-notice.ts
// decides when), quoting it, with a link to the conversation in the inbox.

export const GUEST_MESSAGE_MAIL_KIND: MailKind = 'message.received';

/** A long message is cut in the mail: the whole of it is one click away. */
const QUOTE_MAX = 1000;

export async function guestMessageMail(input: {
  key: string;
  conversationId: string;
  guestName: string;
  unitName: string;
  body: string;
  host: MailRecipient;
  publicUrl: string;
  sign: (address: string, kind: MailKind) => string;
}): Promise<OutgoingMail> {
  const format = await mailFormat(input.host.locale);
  const { t } = format;
  const vars = { guest: input.guestName, unit: input.unitName };
  const text = input.body.length > QUOTE_MAX ? `${input.body.slice(0, QUOTE_MAX)}…` : input.body;
  return composeMail({
    key: input.key,
    kind: GUEST_MESSAGE_MAIL_KIND,
    to: input.host,
    format,
    subject: t('guestMessage.subject', vars),
    title: t('guestMessage.heading', vars),
    paragraphs: [t('guestMessage.intro', vars)],
    quote: { label: t('guestMessage.quote'), text },
    action: { label: t('guestMessage.action'), url: `${input.publicUrl}${conversationPath('all', input.conversationId)}` },
    reason: t('guestMessage.reason'),
    publicUrl: input.publicUrl,
    unsubscribeToken: input.sign(input.host.email, GUEST_MESSAGE_MAIL_KIND),
  });
}
