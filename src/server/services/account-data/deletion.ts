import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  conversationMembers,
  conversations,
  fraudSignals,
  guestSessions,
  hostDocuments,
  hostImages,
  hosts,
  icalFeeds,
  identityAccounts,
  mailOutbox,
  mailSuppressions,
  messages,
  messagingTokens,
  oidcPayloads,
  reviews,
  supportMessages,
  unitPhotos,
  units,
  userInteractions,
  userTasks,
} from '../../db/schema';
import { blocksDeletion, deletedEmailOf } from '../../../shared/domain/account-deletion';
import { todayUtc } from '../../../shared/domain/availability/dates';
import { conflict } from '../../domain-errors';
import { recordAudit } from '../audit';
import type { HostRow } from '../../domain-types';

// POST /api/app/user/deletion: a host deletes their account (GDPR art. 17). In one transaction,
// so the account is either whole or gone:
// - sign-in ends: the identity account (password, names, address) is deleted with its sessions,
//   grants and reset links; the host row is marked deleted, which http/authenticate.ts refuses
//   for any token, also one of another identity provider;
// - personal data is erased: names, picture, identity documents, device signals, support
//   messages, mails queued to the address; the address becomes a placeholder that cannot
//   receive mail; the guests of the host's stays lose their names, addresses and phone
//   numbers, the conversations' messages are deleted and the reviews' texts emptied;
// - listings end: every unit is DELETED (off the public pages, its iCal export link dead), photos
//   and imported calendars go;
// - kept for tax law (README "Data retention"): the stays' dates, units and amounts (the DAC7
//   figures), the billing events and billing details (invoices), the payout and DAC7 identity
//   details (onboarding, bank accounts). The host row stays as their anchor.

export const upcomingStaysConflict = (codes: string[]) =>
  conflict(
    `The account has ${codes.length} confirmed upcoming ${codes.length === 1 ? 'stay' : 'stays'} (${codes.join(', ')}): cancel ${codes.length === 1 ? 'it' : 'them'} first, then delete the account.`,
  );

export async function deleteHostAccount(db: Db, host: HostRow, now = new Date()): Promise<{ staysAnonymised: number }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // The host row first: of two deletions sent at once, the second waits here and then finds it done.
    const locked = await tx.execute<{ status: string }>(sql`select status from hosts where id = ${host.id} for update`);
    if ((locked.rows[0] as { status: string } | undefined)?.status === 'deleted') throw conflict('The account is already deleted.');
    // Then the units, locked: a booking being confirmed locks its unit too (services/night-holds.ts),
    // so no stay can be confirmed between the check below and the units' deletion.
    await tx.execute(sql`select id from units where host_id = ${host.id} for update`);
    const today = todayUtc(now);
    const future = await tx
      .select({ code: bookings.code, kind: bookings.kind, status: bookings.status, checkOut: bookings.checkOut })
      .from(bookings)
      .where(and(eq(bookings.hostId, host.id), gte(bookings.checkOut, today)));
    const blocking = future.filter((stay) => blocksDeletion(stay, today)).map((stay) => stay.code);
    if (blocking.length > 0) throw upcomingStaysConflict(blocking);

    const [account] = await tx.select({ email: identityAccounts.email }).from(identityAccounts).where(eq(identityAccounts.id, host.subject));
    const addresses = [...new Set([host.email.toLowerCase(), account?.email].filter((a): a is string => Boolean(a)))];

    // Sign-in: nothing left to sign in with, and every token refused.
    await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${host.subject}`);
    await tx.delete(identityAccounts).where(eq(identityAccounts.id, host.subject));
    await tx.delete(messagingTokens).where(eq(messagingTokens.hostId, host.id));

    // The guests of the host's stays, and what was written in them.
    const stayIds = (await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.hostId, host.id))).map((s) => s.id);
    await tx
      .update(bookings)
      .set({ customerFirstName: '', customerLastName: '', customerEmail: null, customerPhone: null, guestMessage: null, decisionMessage: null, decisionExplanation: null, updatedAt: now })
      .where(eq(bookings.hostId, host.id));
    if (stayIds.length > 0) await tx.delete(guestSessions).where(inArray(guestSessions.stayId, stayIds));
    const chatIds = tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.hostId, host.id));
    await tx.update(conversationMembers).set({ displayName: '' }).where(inArray(conversationMembers.conversationId, chatIds));
    await tx.delete(messages).where(inArray(messages.conversationId, chatIds));
    await tx.update(reviews).set({ guestName: '', comment: '', reply: null }).where(eq(reviews.hostId, host.id));

    // Listings off the portal.
    await tx.update(units).set({ status: 'DELETED', icalExportToken: null, updatedAt: now }).where(eq(units.hostId, host.id));
    await tx.delete(unitPhotos).where(eq(unitPhotos.hostId, host.id));
    await tx.delete(icalFeeds).where(eq(icalFeeds.hostId, host.id));

    // The host's own personal data.
    await tx.delete(hostImages).where(eq(hostImages.hostId, host.id));
    await tx.delete(hostDocuments).where(eq(hostDocuments.hostId, host.id));
    await tx.delete(fraudSignals).where(eq(fraudSignals.hostId, host.id));
    await tx.delete(supportMessages).where(eq(supportMessages.hostId, host.id));
    await tx.delete(userInteractions).where(eq(userInteractions.hostId, host.id));
    await tx.delete(userTasks).where(eq(userTasks.hostId, host.id));
    if (addresses.length > 0) {
      await tx.delete(mailOutbox).where(inArray(mailOutbox.recipient, addresses));
      await tx.delete(mailSuppressions).where(inArray(mailSuppressions.address, addresses));
    }
    await tx
      .update(hosts)
      .set({
        status: 'deleted',
        email: deletedEmailOf(host.id),
        firstName: '',
        lastName: '',
        alias: null,
        companyName: null,
        hostProfile: {},
        imageUrls: null,
        guestPreferences: null,
        referralCode: null,
        tokensValidFrom: now,
        updatedAt: now,
      })
      .where(eq(hosts.id, host.id));
    await recordAudit(tx, { host, staff: null, action: 'account.deleted', detail: { staysAnonymised: stayIds.length } });
    return { staysAnonymised: stayIds.length };
  });
}
