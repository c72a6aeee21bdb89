import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, type bookings } from '../../db/schema';
import { stayEventBody, type StayEvent } from '../../../shared/domain/stay-events';
import { openConversation } from './conversations';
import { postMessage } from './messages';
import { scheduleGuestStayMail } from '../bookings/guest-stay-mail-job';

// Words written with a stay write land in the stay's conversation: the guest's
// message sent with a new stay, the host's message to the guest when rejecting an inquiry. Called
// inside the stay write's transaction, so the stay, its conversation and the message commit together.
// Each caller passes the stay row it has just written, so no stay is read twice.

type Stay = typeof bookings.$inferSelect;

/**
 * Opens the stay's conversation (when it has none) and stores `body` as `senderRole`'s message.
 * `clientMessageId` names the stay write, so running it twice stores one message. Answers the
 * conversation id, or null when there is nothing to say.
 */
export async function postStayMessage(
  tx: Db,
  input: { stay: Stay; senderRole: 'guest' | 'host'; body: string | null | undefined; clientMessageId: string; at?: Date },
): Promise<string | null> {
  const body = input.body?.trim();
  if (!body) return null;
  const { stay } = input;
  const conversationId = await openConversation(tx, stay);
  await postMessage(tx, { conversationId, hostId: stay.hostId, senderRole: input.senderRole, body, clientMessageId: input.clientMessageId }, { inTransaction: true, at: input.at });
  return conversationId;
}

/**
 * Says in the stay's conversation what happened to it (shared/domain/stay-events.ts), inside
 * the decision's transaction, and schedules the guest's mail about it. Whoever made it happen
 * (`actor`: the host by default, or the guest cancelling their own stay) does not get it back as
 * unread; the other side reads it as news. Running it twice stores one message and one mail.
 */
export async function postStayEvent(tx: Db, input: { stay: Stay; event: StayEvent; code: string; at: Date; actor?: 'host' | 'guest' }): Promise<string> {
  const { stay } = input;
  const conversationId = await openConversation(tx, stay);
  const body = stayEventBody(input.event, input.code);
  await postMessage(tx, { conversationId, hostId: stay.hostId, senderRole: 'system', body, clientMessageId: `stay-event-${input.event}-${input.code}` }, { inTransaction: true, at: input.at });
  await scheduleGuestStayMail(tx, { stayId: stay.id, news: input.event, code: input.code }, input.at);
  const actor = input.actor ?? 'host';
  await tx.update(conversationMembers).set({ lastReadAt: input.at }).where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.role, actor)));
  return conversationId;
}
