import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, hosts, properties, units } from '../../db/schema';
import type { MailRecipient } from './compose';
import type { StayFacts } from './stay-facts';

// One stay as its mails need it (the facts, the host to write to, the guest's address), read in
// the caller's transaction so the mail tells what that transaction sees.

export interface StayMailSource {
  facts: StayFacts;
  host: MailRecipient;
  hostId: string;
  kind: 'booking' | 'request' | 'inquiry';
  status: string;
  expirationTime: Date | null;
  guestEmail: string;
  /** The guest's name and page language, for the guest's own mails (guest-stay-mail.ts). */
  guest: MailRecipient;
}

export async function stayMailSource(tx: Db, stayId: string): Promise<StayMailSource | null> {
  const [row] = await tx
    .select({
      stay: bookings,
      // A single-unit property's unit is usually untitled: it goes by its property's title.
      unitName: sql<string | null>`coalesce(${units.title}, ${properties.title})`,
      timeZone: properties.timeZone,
      host: { email: hosts.email, locale: hosts.locale, firstName: hosts.firstName, companyName: hosts.companyName },
    })
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(hosts, eq(hosts.id, bookings.hostId))
    .where(eq(bookings.id, stayId))
    .limit(1);
  if (!row) return null;
  const { stay } = row;
  return {
    facts: {
      stayId: stay.id,
      code: stay.code,
      unitName: row.unitName ?? stay.code,
      guestName: `${stay.customerFirstName ?? ''} ${stay.customerLastName ?? ''}`.trim(),
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: stay.guests,
      totalAmount: Number(stay.totalAmount),
      currency: stay.currency,
      guestMessage: stay.guestMessage,
      timeZone: row.timeZone,
    },
    host: row.host,
    hostId: stay.hostId,
    kind: stay.kind,
    status: stay.status,
    expirationTime: stay.expirationTime,
    guestEmail: stay.customerEmail ?? '',
    guest: { email: stay.customerEmail ?? '', locale: stay.customerLanguage, firstName: stay.customerFirstName },
  };
}
