import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { enqueueMail } from '../mail/outbox';
import { GUEST_STAY_NEWS, guestStayMail, type GuestStayNews } from '../mail/guest-stay-mail';
import { stayMailSource } from '../mail/stay-mail-source';
import { unsubscribeSigner } from '../mail/unsubscribe';

// 'guest-stay-mail': the guest hears by mail what happened to their stay. The event's own
// transaction only schedules this job (a guest's new stay in guest-stays.ts, every host decision
// through postStayEvent in services/messaging/stay-messages.ts, a request's expiry in
// lifecycle.ts), so no decision needs the portal's address; the job writes the mail from the stay
// as it is then. One job and one mail per stay and news: the keys make a second run write nothing.

export const GUEST_STAY_MAIL_QUEUE = 'guest-stay-mail';
export const guestStayMailJobKey = (news: GuestStayNews, stayId: string) => `guest-stay-mail:${news}:${stayId}`;

/** `code`: the code the guest should use from now on (a confirmed request's booking code); the stay's own when absent. */
export async function scheduleGuestStayMail(tx: Db, input: { stayId: string; news: GuestStayNews; code?: string }, now = new Date()): Promise<void> {
  await enqueue(tx, GUEST_STAY_MAIL_QUEUE, { stayId: input.stayId, news: input.news, code: input.code ?? null }, { key: guestStayMailJobKey(input.news, input.stayId), runAt: now });
}

/** Writes the guest's mail; answers whether it did (no stay, no guest address or already written: no). */
export async function mailGuestOfStay(db: Db, input: { stayId: string; news: GuestStayNews; code?: string | null }, publicUrl: string, now = new Date()): Promise<boolean> {
  const sign = await unsubscribeSigner(db);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [exists] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, input.stayId)).limit(1);
    if (!exists) return false;
    const source = await stayMailSource(tx, input.stayId);
    if (!source || !source.guest.email) return false;
    const stay = { ...source.facts, code: input.code ?? source.facts.code };
    const mail = await guestStayMail({ news: input.news, stay, guest: source.guest, expiresAt: source.expirationTime, publicUrl, sign });
    return (await enqueueMail(tx, mail, now)).created;
  });
}

export function guestStayMailHandler(deps: { db: Db; env: { publicUrl: string } }): JobHandler {
  return {
    maxAttempts: 10,
    async run(job) {
      const stayId = String(job.payload.stayId ?? '');
      const news = String(job.payload.news ?? '') as GuestStayNews;
      if (!/^[0-9a-f-]{36}$/i.test(stayId) || !GUEST_STAY_NEWS.includes(news)) return;
      const code = typeof job.payload.code === 'string' ? job.payload.code : null;
      await mailGuestOfStay(deps.db, { stayId, news, code }, deps.env.publicUrl);
    },
  };
}
