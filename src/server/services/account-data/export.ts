import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  auditLog,
  billingEvents,
  bookings,
  conversations,
  hostBankAccounts,
  hostDocuments,
  hostImages,
  hostOnboarding,
  icalFeeds,
  identityAccounts,
  mailSuppressions,
  messages,
  properties,
  reviews,
  subscriptionChanges,
  subscriptions,
  supportMessages,
  unitBlocks,
  unitBoosts,
  unitDayPrices,
  unitPhotos,
  units,
} from '../../db/schema';
import type { HostRow } from '../../domain-types';

// GET /api/app/user/data-export: everything the portal keeps about one host, as one JSON document
// (GDPR art. 15 and 20). One JSON file rather than a ZIP: the portal has no ZIP writer, JSON
// opens anywhere, and a machine reads it back section by section. Only the host's own rows
// (every query is by the host's id). Left out: secrets (the password hash, the iCal export
// token, session and reset tokens) and the bytes of pictures and documents, which are named
// with their size (a copy of those is on request to support).

const omit = <T extends Record<string, unknown>, K extends keyof T>(columns: T, ...keys: K[]) =>
  Object.fromEntries(Object.entries(columns).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;

export const DATA_EXPORT_FORMAT = 'host-portal-data-export/1';

export async function hostDataExport(db: Db, host: HostRow, now = new Date()) {
  const byHost = (hostId: AnyPgColumn) => eq(hostId, host.id);
  const [account] = await db
    .select(omit(getTableColumns(identityAccounts), 'passwordHash'))
    .from(identityAccounts)
    .where(eq(identityAccounts.id, host.subject));
  const [onboarding] = await db.select().from(hostOnboarding).where(byHost(hostOnboarding.hostId));
  const [image] = await db.select(omit(getTableColumns(hostImages), 'image', 'thumbnail')).from(hostImages).where(byHost(hostImages.hostId));
  const propertyRows = await db.select().from(properties).where(byHost(properties.hostId)).orderBy(asc(properties.createdAt));
  const unitRows = await db.select(omit(getTableColumns(units), 'icalExportToken')).from(units).where(byHost(units.hostId)).orderBy(asc(units.createdAt));
  const prices = await db.select().from(unitDayPrices).where(byHost(unitDayPrices.hostId)).orderBy(asc(unitDayPrices.day));
  const blocks = await db.select().from(unitBlocks).where(byHost(unitBlocks.hostId)).orderBy(asc(unitBlocks.dateFrom));
  const photos = await db.select(omit(getTableColumns(unitPhotos), 'image', 'thumbnail')).from(unitPhotos).where(byHost(unitPhotos.hostId));
  const feeds = await db.select().from(icalFeeds).where(byHost(icalFeeds.hostId));
  const stays = await db.select().from(bookings).where(byHost(bookings.hostId)).orderBy(asc(bookings.checkIn));
  const chats = await db.select().from(conversations).where(byHost(conversations.hostId));
  const chatMessages = chats.length
    ? await db.select().from(messages).where(inArray(messages.conversationId, chats.map((c) => c.id))).orderBy(asc(messages.createdAt))
    : [];
  const emails = [...new Set([host.email.toLowerCase(), account?.email].filter((e): e is string => Boolean(e)))];

  const unitsOf = (propertyId: string) =>
    unitRows
      .filter((u) => u.propertyId === propertyId)
      .map((u) => ({
        ...u,
        dayPrices: prices.filter((p) => p.unitId === u.id),
        blockedDates: blocks.filter((b) => b.unitId === u.id),
        photos: photos.filter((p) => p.unitId === u.id),
        calendarFeeds: feeds.filter((f) => f.unitId === u.id),
      }));

  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: { host: omit(host, 'tokensValidFrom'), account: account ?? null, profilePicture: image ?? null },
    identityAndPayout: {
      onboarding: onboarding ?? null,
      bankAccounts: await db.select().from(hostBankAccounts).where(byHost(hostBankAccounts.hostId)),
      documents: await db.select(omit(getTableColumns(hostDocuments), 'content')).from(hostDocuments).where(byHost(hostDocuments.hostId)),
    },
    properties: propertyRows.map((p) => ({ ...p, units: unitsOf(p.id) })),
    stays,
    conversations: chats.map((c) => ({ ...c, messages: chatMessages.filter((m) => m.conversationId === c.id) })),
    reviews: await db.select().from(reviews).where(byHost(reviews.hostId)).orderBy(asc(reviews.createdAt)),
    billing: {
      subscription: (await db.select().from(subscriptions).where(byHost(subscriptions.hostId)))[0] ?? null,
      subscriptionChanges: await db.select().from(subscriptionChanges).where(byHost(subscriptionChanges.hostId)),
      boosts: await db.select().from(unitBoosts).where(byHost(unitBoosts.hostId)),
      events: await db.select().from(billingEvents).where(byHost(billingEvents.hostId)).orderBy(asc(billingEvents.createdAt)),
    },
    supportMessages: await db.select().from(supportMessages).where(byHost(supportMessages.hostId)).orderBy(asc(supportMessages.createdAt)),
    notificationSettings: {
      /** Kinds of mail switched off for the address, and bounces. */
      suppressions: emails.length ? await db.select().from(mailSuppressions).where(inArray(mailSuppressions.address, emails)) : [],
    },
    activity: await db.select().from(auditLog).where(eq(auditLog.hostId, host.id)).orderBy(asc(auditLog.at)),
  };
}

export const dataExportFileName = (now = new Date()) => `host-portal-data-${now.toISOString().slice(0, 10)}.json`;
