import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { icalFeeds, properties, units } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { hostNoticeMail, hostRecipient } from '../mail/host-notice-mail';
import type { MailKind } from '../../../shared/domain/mail/outbox';

// The host's mail about an imported calendar that has failed for CALENDAR_FAILING_HOURS
// (written with the failed attempt, sync.ts): its nights may be out of date, so the host should
// look. The failing streak began at the last success (or when the feed was added); that moment is
// in the mail's key, so a streak gets one mail however many attempts fail, and the next streak
// (after a success) gets its own.

export const CALENDAR_FAILING_HOURS = 24;
export const CALENDAR_FAILING_MAIL_KIND: MailKind = 'calendar-feed.failing';

export async function mailIfFeedFailing(tx: Db, feedId: string, options: { publicUrl: string; now: Date; sign: (address: string, kind: MailKind) => string }): Promise<boolean> {
  const [feed] = await tx
    .select({
      id: icalFeeds.id,
      name: icalFeeds.name,
      hostId: icalFeeds.hostId,
      unitId: icalFeeds.unitId,
      propertyId: units.propertyId,
      streakStart: sql<Date>`coalesce(${icalFeeds.lastSuccessAt}, ${icalFeeds.createdAt})`.mapWith(icalFeeds.createdAt),
      lastError: icalFeeds.lastError,
      unitName: sql<string | null>`coalesce(${units.title}, ${properties.title})`,
    })
    .from(icalFeeds)
    .innerJoin(units, eq(units.id, icalFeeds.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(eq(icalFeeds.id, feedId))
    .limit(1);
  if (!feed || !feed.lastError) return false;
  if (options.now.getTime() - feed.streakStart.getTime() < CALENDAR_FAILING_HOURS * 3_600_000) return false;
  const host = await hostRecipient(tx, feed.hostId);
  if (!host) return false;
  const mail = await hostNoticeMail({
    kind: CALENDAR_FAILING_MAIL_KIND,
    key: `${CALENDAR_FAILING_MAIL_KIND}:${feed.id}:${feed.streakStart.getTime()}`,
    texts: 'calendarFailing',
    // A unit and property without titles yet still get words, not a gap.
    vars: { calendar: feed.name, unit: feed.unitName ?? { text: 'calendarFailing.untitledUnit' } },
    host,
    path: `/properties/${feed.propertyId}/units/${feed.unitId}/calendar-sync`,
    quote: { labelKey: 'calendarFailing.errorLabel', text: feed.lastError },
    publicUrl: options.publicUrl,
    sign: options.sign,
  });
  return (await enqueueMail(tx, mail, options.now)).created;
}
