import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { conflict } from '../../domain-errors';
import { recordAudit } from '../audit';
import { todayOfUnit } from '../property-time';
import { postStayEvent } from '../messaging/stay-messages';
import { describeGuestSession, type GuestContext } from '../messaging/guest-sessions';
import { enqueueMail } from '../mail/outbox';
import { cancelledByGuestMail } from '../mail/cancelled-by-guest-mail';
import { stayMailSource } from '../mail/stay-mail-source';
import { unsubscribeSigner } from '../mail/unsubscribe';
import { GUEST_CANCEL_DECISION_REASON, guestCancelRefusal } from '../../../shared/domain/bookings/guest-cancel';
import type { GuestSession, GuestStayCancel } from '../../../shared/schemas/messaging';
import { selectStays } from './stay-rows';

// POST /api/guest/stay/cancel: the signed-in guest cancels their own stay (the session's stay, no
// id to choose). The shared rule (shared/domain/bookings/guest-cancel.ts) decides on the
// property's day: a confirmed booking or inquiry before its check-in day. One transaction locks
// the stay row, checks the rule, writes the cancellation (cancelledBy guest, decided by GUEST, the
// guest's words as the explanation), says it in the stay's conversation (unread for the host; the
// guest's own confirmation mail is scheduled there), writes the host's mail and the audit row.
// Its nights are free at once: the no-double-booking rule and the calendar skip cancelled stays.

export async function cancelStayAsGuest(db: Db, guest: GuestContext, body: GuestStayCancel, options: { publicUrl: string; now?: Date }): Promise<GuestSession> {
  const now = options.now ?? new Date();
  const reason = body.reason?.trim() || null;
  // Read before the transaction (it may create the secret on first use).
  const sign = await unsubscribeSigner(db);
  const context = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await selectStays(tx).where(eq(bookings.id, guest.stay.id)).limit(1).for('update', { of: bookings });
    if (!row) throw conflict('The stay cannot be cancelled: it no longer exists.');
    const today = await todayOfUnit(tx, row.unit.id, now);
    const refusal = guestCancelRefusal(row.stay, today);
    if (refusal === 'status') {
      const what = row.stay.kind === 'booking' ? 'booking' : row.stay.kind === 'request' ? 'booking request' : 'inquiry';
      throw conflict(`Stay ${row.stay.code} cannot be cancelled: the ${what} is ${row.stay.status.toLowerCase().replace(/_/g, ' ')}; only a confirmed booking or inquiry can be cancelled by the guest.`);
    }
    if (refusal === 'started') throw conflict(`Stay ${row.stay.code} cannot be cancelled: its check-in day (${row.stay.checkIn}) has come. Please write to your host.`);
    const kind = row.stay.kind === 'inquiry' ? 'inquiry' : 'booking';
    const [stay] = await tx
      .update(bookings)
      .set({
        status: kind === 'inquiry' ? 'cancelled' : 'CANCELLED',
        cancelledBy: 'guest',
        decisionReason: GUEST_CANCEL_DECISION_REASON,
        decisionSubReason: null,
        decisionExplanation: reason,
        decisionMessage: null,
        decidedBy: 'GUEST',
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.stay.id))
      .returning();
    // Unread for the host (the guest made it happen); schedules the guest's own confirmation mail.
    const conversationId = await postStayEvent(tx, { stay, event: 'guest-cancelled', code: stay.code, at: now, actor: 'guest' });
    const source = await stayMailSource(tx, stay.id);
    if (source) {
      const mail = await cancelledByGuestMail({ stayKind: kind, stay: source.facts, reason, host: source.host, publicUrl: options.publicUrl, sign });
      await enqueueMail(tx, mail, now);
    }
    await recordAudit(tx, {
      host: { id: stay.hostId },
      staff: null,
      action: `${kind}.cancelled-by-guest`,
      target: stay.id,
      detail: { actor: 'guest', code: stay.code, reason, checkIn: stay.checkIn, checkOut: stay.checkOut },
    });
    return { ...guest, stay: { ...stay, conversationId }, conversationId };
  });
  return describeGuestSession(db, context, now);
}
