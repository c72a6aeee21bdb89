import { addDays } from './dates';
import { nightsOf, type Nights } from './nights';

// What holds a night of a unit, and which holds refuse which write. One rule for every write that
// creates, confirms or closes nights and for the export feed; the server reads the holds under
// the unit's row lock and asks this module, so two writes on the same nights never both pass.
//
//   stay      a confirmed booking (not cancelled) or a confirmed inquiry: the guest is coming;
//   request   a booking request still pending (REQUESTED, not past its expiration time);
//   inquiry   an open inquiry (requested, action needed): an unavailability of source
//             "inquiry" on the calendar, so guests cannot book over it;
//   closed    nights the host closed (manual blocks);
//   imported  an event of an imported calendar: another channel sold those nights.
//
// Which holds refuse which write:
//   guest     a guest asking for nights (instant booking, request, inquiry): every hold, plus the
//             unit's notice and preparation time (the stay rules of the public quote);
//   confirm   the host confirming a request or inquiry: stays, closed nights and imported events,
//             with the preparation time around stays and imported events (guests leave a unit to
//             clean). Pending requests and open inquiries do not: choosing among guests asking
//             for the same nights is the host's decision. Notice is the guests' rule, not the host's;
//   close     the host closing nights: only stays (a guest is coming; cancel the stay first);
//   import    never refused: the other channel already sold the nights. An import over a stay is
//             an overlap the calendar, the notifications and the feed's health show.

export type HoldKind = 'stay' | 'request' | 'inquiry' | 'closed' | 'imported';
export type NightWrite = 'guest' | 'confirm' | 'close' | 'import';

export interface Hold extends Nights {
  kind: HoldKind;
  /** The holding row's id: stable while it holds (the export feed's UID). */
  id?: string;
  /** The stay's code (stays, requests, inquiries). */
  code?: string | null;
  /** The imported calendar (imported events). */
  feedId?: string | null;
  feedName?: string | null;
}

/** Inquiry statuses in which the guest is coming (or came): the nights are theirs. */
export const BOOKED_INQUIRY_STATUSES = ['confirmed', 'in_review_collection', 'review_collected', 'no_review_collected'] as const;
/** Inquiry statuses still waiting for the host. */
export const OPEN_INQUIRY_STATUSES = ['requested', 'action_needed'] as const;

/** The hold a stay row makes at `now`, or null when it holds nothing (cancelled, expired, rejected...). */
export function holdOfStay(stay: { kind: string; status: string; expirationTime?: Date | string | null }, now = new Date()): HoldKind | null {
  if (stay.kind === 'booking') return stay.status === 'CANCELLED' ? null : 'stay';
  if (stay.kind === 'inquiry') {
    if ((BOOKED_INQUIRY_STATUSES as readonly string[]).includes(stay.status)) return 'stay';
    return (OPEN_INQUIRY_STATUSES as readonly string[]).includes(stay.status) ? 'inquiry' : null;
  }
  if (stay.kind === 'request' && stay.status === 'REQUESTED') {
    const expires = stay.expirationTime == null ? null : new Date(stay.expirationTime).getTime();
    return expires === null || expires > now.getTime() ? 'request' : null;
  }
  return null;
}

const REFUSED_BY: Record<NightWrite, readonly HoldKind[]> = {
  guest: ['stay', 'request', 'inquiry', 'closed', 'imported'],
  confirm: ['stay', 'closed', 'imported'],
  close: ['stay'],
  import: [],
};

/** Holds around which a confirm keeps the preparation time free. */
const NEEDS_PREPARATION: readonly HoldKind[] = ['stay', 'imported'];

/** Whether a hold of this kind refuses this write (on shared nights). */
export const refuses = (write: NightWrite, kind: HoldKind) => REFUSED_BY[write].includes(kind);

export interface Refusal {
  hold: Hold;
  /** The nights (yyyy-MM-dd, sorted) the write cannot have because of this hold. */
  nights: string[];
}

const intersect = (a: Nights, b: Nights): Nights | null => {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from < to ? { from, to } : null;
};

/**
 * The holds that refuse `write` of nights `wanted` [from, to), each with the nights it takes from
 * it. With a preparation time, a confirm is also refused by a stay or imported event that starts
 * or ends within that many nights of it: those nights are named (the cleaning days it lacks).
 */
export function refusalsOf(write: NightWrite, wanted: Nights, holds: readonly Hold[], options: { preparationTime?: number } = {}): Refusal[] {
  const prep = write === 'confirm' ? Math.max(0, options.preparationTime ?? 0) : 0;
  const out: Refusal[] = [];
  for (const hold of holds) {
    if (!refuses(write, hold.kind)) continue;
    const reach = prep > 0 && NEEDS_PREPARATION.includes(hold.kind) ? { from: addDays(wanted.from, -prep), to: addDays(wanted.to, prep) } : wanted;
    const shared = intersect(reach, hold);
    if (shared) out.push({ hold, nights: nightsOf([shared]) });
  }
  return out;
}

/** Every night named by the refusals, once, sorted. */
export const refusedNights = (refusals: readonly Refusal[]) => [...new Set(refusals.flatMap((r) => r.nights))].sort();

/** Whether the export feed shows the hold: every hold of the unit's own (imports are the other channels' own). */
export const isExported = (kind: HoldKind) => kind !== 'imported';
