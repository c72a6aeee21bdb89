import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts } from '../db/schema';
import { initialBookingType } from '../../shared/domain/commercial-model';

/** The booking type a host's new unit starts with: initialBookingType of the host's model. */
export async function newUnitBookingType(db: Db, hostId: string): Promise<'onRequest' | null> {
  const [row] = await db.select({ commercialModel: hosts.commercialModel }).from(hosts).where(eq(hosts.id, hostId)).limit(1);
  return initialBookingType(row.commercialModel);
}
