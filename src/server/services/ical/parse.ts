import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { neverOccursReason } from '../../../shared/domain/calendar/recurrence-rule';

// Reading an external calendar (RFC 5545) into stays: one per event (or per occurrence of a
// repeating event), as nights [dateFrom, dateTo) — iCal's DTEND of an all-day event is the
// check-out day, which is exactly our convention. Anything the parser cannot read makes the whole
// calendar malformed: a half-read feed must never delete events (see sync.ts).

export interface ParsedEvent {
  uid: string;
  /** Check-in day, YYYY-MM-DD. */
  dateFrom: string;
  /** Check-out day (exclusive), YYYY-MM-DD. */
  dateTo: string;
  summary: string | null;
}

export class IcalParseError extends Error {}

/** A repeat rule that names only dates no year has: refused before its iterator could step for ever. */
export class IcalRuleError extends IcalParseError {
  constructor(
    /** The rule as written in the file, e.g. "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30". */
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ParseOptions {
  today?: string;
  /** Told of each repeat rule before it is expanded: whoever stops a parse that runs too long can name the rule. */
  onRule?: (rule: string, uid: string) => void;
}

/** Repeating events are expanded this far ahead. */
export const RRULE_HORIZON_YEARS = 2;
/** Events that ended longer ago than this are of no use to a calendar and are skipped. */
export const PAST_LIMIT_YEARS = 1;
/** A guard against absurd rules (e.g. FREQ=SECONDLY): at most this many occurrences per event. */
const MAX_OCCURRENCES = 2000;
/** A whole calendar may yield at most this many stays, and its rules be stepped through this often. */
export const MAX_EVENTS = 20_000;
const MAX_RULE_STEPS = 200_000;
const SUMMARY_MAX = 500;

/** PostgreSQL text takes no NUL; other control characters (C0 and DEL, but tab and newline) are noise in a summary. */
const clean = (text: string) => text.replace(/(?![\t\n\u0080-\u009f])\p{Cc}/gu, '').trim();
/** UIDs are stored in a unique index: an absurdly long one is kept as its hash (still stable). */
const storableUid = (uid: string) => (uid.length <= 200 ? uid : `sha256:${createHash('sha256').update(uid).digest('hex')}`);

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar date as written in the event: its own zone (TZID), UTC for ...Z, or floating. */
const dayOf = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;
const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

export function parseIcal(text: string, options: ParseOptions = {}): ParsedEvent[] {
  // Only bounds the window kept (years back and ahead): a day's difference between zones changes nothing, so UTC.
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const oldest = addYears(today, -PAST_LIMIT_YEARS);
  const horizon = addYears(today, RRULE_HORIZON_YEARS);

  let root: ICAL.Component;
  const body = text.replace(/^\uFEFF/, '').trimStart();
  // Checked first so that a web page or JSON gets a reason a host understands, not the parser's.
  if (!/^BEGIN:VCALENDAR\b/i.test(body)) throw new IcalParseError('is not an iCalendar file (it does not start with BEGIN:VCALENDAR)');
  try {
    // ICAL.parse unfolds continuation lines itself; a BOM or leading blank lines are common in the wild.
    const jcal = ICAL.parse(body);
    root = new ICAL.Component(Array.isArray(jcal[0]) ? (jcal[0] as never) : (jcal as never));
  } catch (error) {
    // ical.js's own parse errors name the bad line; anything else is an internal message.
    const reason = (error as Error).name === 'ParserError' ? (error as Error).message : 'its lines could not be read';
    throw new IcalParseError(`is not an iCalendar file (${reason})`);
  }
  if (root.name !== 'vcalendar') throw new IcalParseError('is not an iCalendar file (no VCALENDAR)');

  // Events sharing a UID are one series: the master plus its changed occurrences (RECURRENCE-ID).
  const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = storableUid(clean(String(vevent.getFirstPropertyValue('uid') ?? '')));
    if (!uid) continue; // an event without UID cannot be tracked from one sync to the next
    const series = byUid.get(uid) ?? { exceptions: [] };
    if (vevent.hasProperty('recurrence-id')) series.exceptions.push(vevent);
    else series.master ??= vevent;
    byUid.set(uid, series);
  }

  const events: ParsedEvent[] = [];
  const keep = (event: ParsedEvent) => {
    if (event.dateTo <= event.dateFrom || event.dateTo < oldest) return;
    if (events.length >= MAX_EVENTS) throw new IcalParseError(`has more than ${MAX_EVENTS} events`);
    events.push(event);
  };
  let ruleSteps = 0;
  for (const [uid, series] of byUid) {
    try {
      if (!series.master) {
        // Only changed occurrences of a series we do not have: each stands alone.
        for (const exception of series.exceptions) {
          const single = readSingle(exception, uid);
          if (single) keep({ ...single, uid: `${uid}#${single.dateFrom}` });
        }
        continue;
      }
      // Exceptions passed in: otherwise ical.js scans every VEVENT of the calendar per event (quadratic).
      const event = new ICAL.Event(series.master, { exceptions: series.exceptions });
      if (!event.isRecurring()) {
        const single = readSingle(series.master, uid);
        if (single) keep(single);
        continue;
      }
      if (isCancelled(series.master)) continue;
      const rule = refuseImpossibleRules(series.master, uid);
      options.onRule?.(rule, uid);
      const iterator = event.iterator();
      let count = 0;
      for (let next = iterator.next(); next && count < MAX_OCCURRENCES; next = iterator.next(), count++) {
        if (++ruleSteps > MAX_RULE_STEPS) throw new IcalParseError('repeats its events too often to be read');
        const details = event.getOccurrenceDetails(next);
        const from = dayOf(details.startDate);
        if (from >= horizon) break;
        if (details.item.component !== series.master && isCancelled(details.item.component)) continue;
        const to = endDay(details.startDate, details.endDate, details.item.component);
        keep({ uid: `${uid}#${dayOf(details.recurrenceId)}`, dateFrom: from, dateTo: to, summary: summaryOf(details.item.component) });
      }
    } catch (error) {
      if (error instanceof IcalParseError) throw error;
      throw new IcalParseError(`has an event that cannot be read (UID ${uid.slice(0, 100)}: ${(error as Error).message})`);
    }
  }
  return events;
}

/**
 * The event's rules as written ("RRULE:..."), after refusing any that can never occur: ical.js's
 * iterator looks for the next date of such a rule without end, and its step cap counts only the
 * dates it returns.
 */
function refuseImpossibleRules(master: ICAL.Component, uid: string): string {
  const rules: string[] = [];
  for (const property of master.getAllProperties('rrule')) {
    const recur = property.getFirstValue() as ICAL.Recur;
    const written = `RRULE:${recur.toString()}`;
    const numbers = (part: unknown) => (Array.isArray(part) ? part.map(Number) : undefined);
    const why = neverOccursReason({ byMonth: numbers(recur.parts.BYMONTH), byMonthDay: numbers(recur.parts.BYMONTHDAY), byYearDay: numbers(recur.parts.BYYEARDAY) });
    if (why) throw new IcalRuleError(written, `has a repeat rule that can never occur (UID ${uid.slice(0, 100)}: ${written}: ${why})`);
    rules.push(written);
  }
  return rules.join(' ') || 'RDATE';
}

function isCancelled(vevent: ICAL.Component) {
  return String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

function summaryOf(vevent: ICAL.Component): string | null {
  const summary = vevent.getFirstPropertyValue('summary');
  return summary ? clean(String(summary)).slice(0, SUMMARY_MAX) || null : null;
}

/** A non-repeating event (or a stand-alone changed occurrence); null when cancelled. */
function readSingle(vevent: ICAL.Component, uid: string): ParsedEvent | null {
  if (isCancelled(vevent)) return null;
  const start = vevent.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) throw new IcalParseError(`has an event without a start date (UID ${uid.slice(0, 100)})`);
  const event = new ICAL.Event(vevent, { exceptions: [] });
  return { uid, dateFrom: dayOf(start), dateTo: endDay(start, event.endDate, vevent), summary: summaryOf(vevent) };
}

/**
 * The check-out day. Without DTEND or DURATION an all-day event lasts one night (RFC 5545 §3.6.1);
 * a timed one ends when it starts, so it covers no night and is dropped by the caller.
 */
function endDay(start: ICAL.Time, end: ICAL.Time | null | undefined, vevent: ICAL.Component): string {
  if (!vevent.hasProperty('dtend') && !vevent.hasProperty('duration')) {
    if (!start.isDate) return dayOf(start);
    const next = start.clone();
    next.adjust(1, 0, 0, 0);
    return dayOf(next);
  }
  if (!end) throw new IcalParseError('has an event with an unreadable end');
  return dayOf(end);
}
