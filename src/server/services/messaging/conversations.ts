import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, conversationMembers, conversations, hosts } from '../../db/schema';
import { newId } from '../../db/ids';

// Opening the conversation of a stay (AS §2.6 "a conversation can be created from a booking or
// a booking request id"). One per stay thread: a booking made from a request shares the
// request's conversation, so the guest's earlier words stay with the booking.

type Stay = typeof bookings.$inferSelect;

/** How a host is named to guests: alias, else company name, else first and last name. */
export function hostDisplayName(host: Pick<typeof hosts.$inferSelect, 'alias' | 'companyName' | 'firstName' | 'lastName' | 'type'>): string {
  if (host.alias?.trim()) return host.alias.trim();
  if (host.type === 'company' && host.companyName?.trim()) return host.companyName.trim();
  return `${host.firstName} ${host.lastName}`.trim() || 'Host';
}

export const guestDisplayName = (stay: Pick<Stay, 'customerFirstName' | 'customerLastName'>) =>
  `${stay.customerFirstName} ${stay.customerLastName}`.trim() || 'Guest';

/**
 * The stay's conversation id, made when it has none (with both members). Call it inside the
 * caller's transaction; concurrent calls for one stay end with one conversation (unique stay_id).
 */
export async function openConversation(tx: Db, stay: Stay): Promise<string> {
  if (stay.conversationId) return stay.conversationId;
  // A booking confirmed from a request continues the request's conversation.
  const threadStayId = stay.sourceRequestId ?? stay.id;
  if (stay.sourceRequestId) {
    const [source] = await tx.select({ conversationId: bookings.conversationId }).from(bookings).where(eq(bookings.id, stay.sourceRequestId)).limit(1);
    if (source?.conversationId) {
      await tx.update(bookings).set({ conversationId: source.conversationId }).where(eq(bookings.id, stay.id));
      return source.conversationId;
    }
  }
  const [thread] = threadStayId === stay.id ? [stay] : await tx.select().from(bookings).where(eq(bookings.id, threadStayId)).limit(1);
  const [host] = await tx.select().from(hosts).where(eq(hosts.id, stay.hostId)).limit(1);
  const id = newId();
  const inserted = await tx
    .insert(conversations)
    .values({ id, hostId: stay.hostId, stayId: thread.id, conversationType: thread.kind })
    .onConflictDoNothing({ target: conversations.stayId })
    .returning({ id: conversations.id });
  let conversationId = inserted[0]?.id;
  if (conversationId) {
    await tx.insert(conversationMembers).values([
      { conversationId, role: 'host', displayName: hostDisplayName(host) },
      { conversationId, role: 'guest', displayName: guestDisplayName(thread) },
    ]);
  } else {
    const [existing] = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.stayId, thread.id)).limit(1);
    conversationId = existing.id;
  }
  // Every stay of the thread points at it (the request and the booking made from it).
  await tx
    .update(bookings)
    .set({ conversationId })
    .where(and(sql`${bookings.conversationId} is null`, sql`(${bookings.id} = ${thread.id} or ${bookings.sourceRequestId} = ${thread.id} or ${bookings.id} = ${stay.id})`));
  return conversationId;
}
