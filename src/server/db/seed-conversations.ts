import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { bookings, conversationMembers, conversations } from './schema';
import { openConversation } from '../services/messaging/conversations';
import { postMessage } from '../services/messaging/messages';

// Demo conversations (README "Inbox and guest chat") on the stays of seed-stays.ts, relative to
// the moment the database is seeded, so a fresh demo inbox always has something to read:
// questions and answers of the last days, unread guest messages, one archived conversation per
// host and a guest who wrote a minute ago. Guests write in their own language where the stay
// shows one (Julien writes French, the German-speaking guests of alpine@ write German).
// Every stay with a guest_message (the words sent with a request or inquiry) starts its
// conversation with it, at the time the stay was made, as a real request or inquiry would.
//
// anna@:   Giulia (HP-G2VM7T) wrote just now (unread, top of the list); Hannah (HP-8RD4KU) has an
//          unread follow-up; Oliver (HP-5YB9GN, the guest sign-in of the README and the journeys)
//          got the host's answer and has read it; Lucia (HP-F8RC4N) said thanks after her stay,
//          read; Pierre's (HP-B6YK2W, rejected) is archived.
// alpine@: Nina's request (HP-N4HS7B) waits for an answer (unread); Mia's stay (request
//          HP-K7ND3F, booking HP-P2GA6Y: one thread) has an unread guest message; Sophie
//          (HP-4TW8XR) asked about a late arrival, answered; Jonas (HP-7K2Q9M) is archived.
// marie@:  Julien (HP-J4UW6E) asked about parking, got an answer and wrote back (unread).

type Side = 'guest' | 'host';
/** One message: who wrote it and how long before the seed (minutes). */
type Line = [Side, number, string];

interface DemoConversation {
  code: string;
  lines: Line[];
  /** The host read up to this many minutes ago (default: up to its own last message). */
  hostReadMinutesAgo?: number;
  archived?: boolean;
}

const MINUTE = 60_000;
const HOUR = 60;
const DAY = 24 * HOUR;

const DEMO_CONVERSATIONS: DemoConversation[] = [
  // anna@
  {
    code: 'HP-G2VM7T',
    lines: [
      ['guest', 3 * DAY, 'Buongiorno! Siamo in cinque: ci sono abbastanza asciugamani per tutti?'],
      ['host', 3 * DAY - 2 * HOUR, 'Buongiorno Giulia, sì: lenzuola e asciugamani per cinque persone sono inclusi.'],
      ['guest', 1, 'Perfetto, grazie! Possiamo arrivare verso le 14?'],
    ],
  },
  {
    code: 'HP-8RD4KU',
    lines: [
      ['host', 2 * DAY - 3 * HOUR, 'Hello Hannah, yes: the room faces the harbour, but the windows are double glazed and the street is quiet after midnight.'],
      ['guest', 5 * HOUR, 'Thank you! Is there a place to park nearby?'],
    ],
  },
  {
    code: 'HP-5YB9GN',
    lines: [
      ['guest', 4 * DAY, 'Hi Anna, we would love to stay at the villa. Is the pool heated in May?'],
      ['host', 4 * DAY - 90, 'Hi Oliver, the pool is not heated, but by late May the water is usually pleasant. Happy to hold the dates for you.'],
      ['guest', 3 * DAY, 'Great, thanks. We will confirm soon.'],
    ],
    hostReadMinutesAgo: 2 * DAY,
  },
  {
    code: 'HP-F8RC4N',
    lines: [
      ['guest', 6 * DAY, 'Grazie mille per il soggiorno, la camera era bellissima!'],
      ['host', 6 * DAY - 45, 'Grazie a voi, Lucia! Tornate quando volete.'],
    ],
  },
  {
    code: 'HP-B6YK2W',
    lines: [
      ['guest', 5 * DAY, 'Bonjour, la chambre est-elle libre pour ces trois nuits ?'],
      ['host', 4 * DAY, 'Bonjour Pierre, je suis désolée : la chambre est déjà réservée ces nuits-là.'],
      ['guest', 4 * DAY - 30, "Dommage, merci quand même !"],
    ],
    hostReadMinutesAgo: 4 * DAY - 60,
    archived: true,
  },
  // alpine@
  { code: 'HP-N4HS7B', lines: [] },
  {
    code: 'HP-P2GA6Y',
    lines: [
      ['guest', 2 * DAY, 'Guten Tag, wir sind gut angekommen. Wo finden wir das WLAN-Passwort?'],
      ['host', 2 * DAY - 20, 'Willkommen, Frau Fischer! Das Passwort steht auf der Karte neben dem Router im Flur.'],
      ['guest', 3 * HOUR, 'Danke! Können wir am Abreisetag erst um 12 Uhr auschecken?'],
    ],
  },
  {
    code: 'HP-4TW8XR',
    lines: [
      ['guest', 2 * DAY + 4 * HOUR, 'Bonjour, we will arrive around 22:00. Is a late check-in possible?'],
      ['host', 2 * DAY, 'Hello Sophie, of course: a key box is at the entrance; we send you the code on the day of arrival.'],
      ['guest', DAY + 2 * HOUR, 'Perfect, thank you!'],
    ],
    hostReadMinutesAgo: DAY,
  },
  {
    code: 'HP-7K2Q9M',
    lines: [
      ['guest', 15 * DAY, 'Vielen Dank für den schönen Aufenthalt, die Aussicht war großartig!'],
      ['host', 15 * DAY - HOUR, 'Danke, Herr Berger, es hat uns gefreut. Bis zum nächsten Mal!'],
    ],
    archived: true,
  },
  // marie@
  {
    code: 'HP-J4UW6E',
    lines: [
      ['host', DAY + 5 * HOUR, 'Bonjour Julien, oui : deux places de parking gratuites devant le mas.'],
      ['guest', 6 * HOUR, 'Merci beaucoup ! Peut-on aussi recharger une voiture électrique ?'],
    ],
  },
];

/** The demo guest who can try /guest/login (README); the journeys sign in with it too. */
export const DEMO_GUEST = { bookingCode: 'HP-5YB9GN', email: 'oliver@guest.example' } as const;

/** Seeds the demo conversations (inside the seed's transaction). Stays that are not there are skipped. */
export async function seedDemoConversations(db: Db, now = new Date()) {
  const codes = DEMO_CONVERSATIONS.map((c) => c.code);
  const stays = await db.select().from(bookings).where(inArray(bookings.code, codes));
  const byCode = new Map(stays.map((s) => [s.code, s]));
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);

  for (const demo of DEMO_CONVERSATIONS) {
    const stay = byCode.get(demo.code);
    if (!stay) continue;
    const conversationId = await openConversation(db, stay);
    const lines: { role: Side; at: Date; body: string }[] = demo.lines.map(([role, minutes, body]) => ({ role, at: ago(minutes), body }));
    // What the guest wrote with the request or inquiry opens the conversation, when it was sent
    // (a demo inquiry made "now" by the seed is placed an hour before the first answer instead).
    if (stay.guestMessage) {
      const first = Math.min(...lines.map((l) => l.at.getTime()), now.getTime());
      const at = stay.createdAt.getTime() < first ? stay.createdAt : new Date(first - HOUR * MINUTE);
      lines.unshift({ role: 'guest', at, body: stay.guestMessage });
    }
    lines.sort((a, b) => a.at.getTime() - b.at.getTime());

    let n = 0;
    for (const line of lines) {
      n += 1;
      await postMessage(
        db,
        { conversationId, hostId: stay.hostId, senderRole: line.role, body: line.body, clientMessageId: `seed-${demo.code}-${n}` },
        { inTransaction: true, at: line.at },
      );
    }
    // postMessage marks the sender as having read up to its own message; a host who has read the
    // guest's later words too is set here (the others stay unread).
    if (demo.hostReadMinutesAgo !== undefined) {
      await db
        .update(conversationMembers)
        .set({ lastReadAt: ago(demo.hostReadMinutesAgo) })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.role, 'host')));
    }
    if (demo.archived) await db.update(conversations).set({ archivedAt: ago(HOUR) }).where(eq(conversations.id, conversationId));
  }
}
