import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, mailOutbox } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { guestMessageMail, GUEST_MESSAGE_MAIL_KIND } from '../mail/guest-message-mail';
import { stayMailSource } from '../mail/stay-mail-source';
import type { MailKind } from '../../../shared/domain/mail/outbox';
import { mayMailGuestMessage, messageMailWindow } from '../../../shared/domain/mail/message-mail-throttle';

// In the transaction that stores a guest's message (routes/guest-chat.ts): the host's mail about
// it, unless the throttle says the host already has one for this conversation to read
// (src/shared/domain/mail/message-mail-throttle.ts). The key — conversation and 15-minute window —
// keeps it to one mail per window across retries and several instances.

export async function mailHostOfGuestMessage(
  tx: Db,
  input: { conversationId: string; stayId: string; body: string; at: Date; publicUrl: string; sign: (address: string, kind: MailKind) => string },
): Promise<boolean> {
  const keyPrefix = `${GUEST_MESSAGE_MAIL_KIND}:${input.conversationId}:`;
  const [last] = await tx
    .select({ createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(like(mailOutbox.key, `${keyPrefix}%`))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const [member] = await tx
    .select({ lastReadAt: conversationMembers.lastReadAt })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, input.conversationId), eq(conversationMembers.role, 'host')));
  if (!mayMailGuestMessage({ lastMailAt: last?.createdAt ?? null, hostReadAt: member?.lastReadAt ?? null, now: input.at })) return false;
  const source = await stayMailSource(tx, input.stayId);
  if (!source) return false;
  const mail = await guestMessageMail({
    key: `${keyPrefix}${messageMailWindow(input.at)}`,
    conversationId: input.conversationId,
    guestName: source.facts.guestName,
    unitName: source.facts.unitName,
    body: input.body,
    host: source.host,
    publicUrl: input.publicUrl,
    sign: input.sign,
  });
  return (await enqueueMail(tx, mail, input.at)).created;
}
