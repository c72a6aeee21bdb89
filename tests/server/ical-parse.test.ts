import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { IcalParseError, IcalRuleError, parseIcal } from '../../src/server/services/ical/parse';
import { exportIcal } from '../../src/server/services/ical/export';
import { isPrivateAddress, normaliseFeedUrl } from '../../src/server/services/ical/fetch';

// Pure iCal reading and writing (no database): the cases real platforms send.
const today = '2026-11-23';
const cal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const ev = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const parse = (text: string) => parseIcal(text, { today });

describe('parseIcal', () => {
  it('reads all-day events: DTEND is the check-out day', () => {
    expect(parse(cal(ev('UID:1', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205', 'SUMMARY:Reserved')))).toEqual([
      { uid: '1', dateFrom: '2026-12-01', dateTo: '2026-12-05', summary: 'Reserved' },
    ]);
  });

  it('unfolds folded lines (CRLF + space or tab) and reads LF-only files', () => {
    const folded = cal(ev('UID:long-', ' uid@example.org', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:2026', '\t1203', 'SUMMARY:Airbnb ', ' (Not available)'));
    expect(parse(folded)).toEqual([{ uid: 'long-uid@example.org', dateFrom: '2026-12-01', dateTo: '2026-12-03', summary: 'Airbnb (Not available)' }]);
    expect(parse(folded.replaceAll('\r\n', '\n'))).toHaveLength(1);
    expect(parse(`\uFEFF${folded}`)).toHaveLength(1);
  });

  it('takes the calendar date of a DATE-TIME in its own zone (TZID), or UTC for ...Z', () => {
    const events = parse(
      cal(
        // 23:00 in Berlin on the 1st is the 1st there (22:00 UTC) — the date as written counts.
        ev('UID:tz', 'DTSTART;TZID=Europe/Berlin:20261201T230000', 'DTEND;TZID=Europe/Berlin:20261205T100000'),
        ev('UID:utc', 'DTSTART:20261210T150000Z', 'DTEND:20261212T110000Z'),
        ev('UID:floating', 'DTSTART:20261220T150000', 'DTEND:20261221T110000'),
      ),
    );
    expect(events.map((e) => [e.uid, e.dateFrom, e.dateTo])).toEqual([
      ['tz', '2026-12-01', '2026-12-05'],
      ['utc', '2026-12-10', '2026-12-12'],
      ['floating', '2026-12-20', '2026-12-21'],
    ]);
  });

  it('reads DURATION instead of DTEND', () => {
    expect(parse(cal(ev('UID:d', 'DTSTART;VALUE=DATE:20261201', 'DURATION:P3D')))[0]).toMatchObject({ dateFrom: '2026-12-01', dateTo: '2026-12-04' });
    expect(parse(cal(ev('UID:w', 'DTSTART;VALUE=DATE:20261201', 'DURATION:P1W')))[0]).toMatchObject({ dateTo: '2026-12-08' });
  });

  it('an all-day event without DTEND is one night; a timed one without an end covers no night', () => {
    expect(parse(cal(ev('UID:n', 'DTSTART;VALUE=DATE:20261231')))).toEqual([{ uid: 'n', dateFrom: '2026-12-31', dateTo: '2027-01-01', summary: null }]);
    expect(parse(cal(ev('UID:t', 'DTSTART:20261231T100000Z')))).toEqual([]);
  });

  it('ignores cancelled events, events without UID, ends not after the start, and the long past', () => {
    const events = parse(
      cal(
        ev('UID:cancelled', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
        ev('DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
        ev('UID:backwards', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261203'),
        ev('UID:sameday', 'DTSTART:20261205T100000Z', 'DTEND:20261205T180000Z'),
        ev('UID:old', 'DTSTART;VALUE=DATE:20251001', 'DTEND;VALUE=DATE:20251005'),
        ev('UID:recent', 'DTSTART;VALUE=DATE:20251201', 'DTEND;VALUE=DATE:20251205'),
        ev('UID:ok', 'STATUS:CONFIRMED', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
      ),
    );
    expect(events.map((e) => e.uid)).toEqual(['recent', 'ok']);
  });

  it('expands RRULE within two years, one UID per occurrence, with EXDATE and changed occurrences', () => {
    const events = parse(
      cal(
        ev('UID:weekly', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;VALUE=DATE:20261208', 'SUMMARY:Owner'),
        ev('UID:weekly', 'RECURRENCE-ID;VALUE=DATE:20261215', 'DTSTART;VALUE=DATE:20261216', 'DTEND;VALUE=DATE:20261219', 'SUMMARY:Moved'),
        ev('UID:yearly', 'DTSTART;VALUE=DATE:20240801', 'DTEND;VALUE=DATE:20240802', 'RRULE:FREQ=YEARLY'),
      ),
    );
    expect(events.filter((e) => e.uid.startsWith('weekly')).map((e) => [e.uid, e.dateFrom, e.dateTo, e.summary])).toEqual([
      ['weekly#2026-12-01', '2026-12-01', '2026-12-03', 'Owner'],
      ['weekly#2026-12-15', '2026-12-16', '2026-12-19', 'Moved'],
      ['weekly#2026-12-22', '2026-12-22', '2026-12-24', 'Owner'],
    ]);
    // 2024 and 2025 ended over a year before today; 2029 is beyond the two-year horizon.
    expect(events.filter((e) => e.uid.startsWith('yearly')).map((e) => e.uid)).toEqual(['yearly#2026-08-01', 'yearly#2027-08-01', 'yearly#2028-08-01']);
  });

  it('keeps what the database cannot store out: NUL and control characters, very long UIDs (hashed, stable)', () => {
    const long = `x${'y'.repeat(5000)}`;
    const [a] = parse(cal(ev(`UID:${long}`, 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202', 'SUMMARY:Bad\u0000 name\u0007')));
    expect(a!.uid).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(parse(cal(ev(`UID:${long}`, 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202')))[0]!.uid).toBe(a!.uid);
    expect(a!.summary).toBe('Bad name');
  });

  it('refuses a calendar whose rules would expand without end (a 2 MB file must not cost minutes)', () => {
    const rules = Array.from({ length: 300 }, (_, i) => ev(`UID:r${i}`, 'DTSTART;VALUE=DATE:20250101', 'DTEND;VALUE=DATE:20250102', 'RRULE:FREQ=DAILY'));
    const started = Date.now();
    expect(() => parse(cal(...rules))).toThrow(/too often|more than/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a repeat rule that can never occur, naming it, before its iterator steps for ever', () => {
    for (const rule of ['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30', 'RRULE:FREQ=YEARLY;BYMONTH=4,6,9,11;BYMONTHDAY=31']) {
      const text = cal(ev('UID:never', 'DTSTART;VALUE=DATE:20260101', 'DTEND;VALUE=DATE:20260102', rule));
      expect(() => parse(text), rule).toThrow(IcalRuleError);
      expect(() => parse(text), rule).toThrow(`has a repeat rule that can never occur (UID never: ${rule}: `);
    }
  });

  it('bounds an endless daily rule to the horizon', () => {
    const events = parse(cal(ev('UID:daily', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202', 'RRULE:FREQ=DAILY')));
    expect(events.at(-1)!.dateFrom < '2028-11-23').toBe(true);
    expect(events.length).toBeGreaterThan(700);
  });

  it('an empty calendar is valid (no events); anything that is not iCal throws with a reason', () => {
    expect(parse(cal())).toEqual([]);
    for (const bad of ['', '<!doctype html><html></html>', 'BEGIN:VCALENDAR\r\nnonsense\r\nEND:VCALENDAR', 'BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD', cal(ev('UID:x', 'DTSTART:notadate'))]) {
      expect(() => parse(bad), bad).toThrow(IcalParseError);
    }
    expect(() => parse('<html>')).toThrow(/is not an iCalendar file/);
    // Reasons a host can read: never a JavaScript message from inside the parser.
    expect(() => parse('{"status":"ok"}')).toThrow('is not an iCalendar file (it does not start with BEGIN:VCALENDAR)');
    for (const bad of ['BEGIN:VCALENDAR\r\nnonsense\r\nEND:VCALENDAR', 'BEGIN:VCALENDAR']) {
      expect(() => parse(bad), bad).not.toThrow(/Cannot read|undefined/);
    }
  });
});

describe('exportIcal', () => {
  it('writes a valid RFC 5545 calendar that reads back the same', () => {
    const text = exportIcal(
      [
        { id: 'b1', dateFrom: '2026-12-01', dateTo: '2026-12-05', kind: 'booking' },
        { id: 'k1', dateFrom: '2026-12-24', dateTo: '2027-01-02', kind: 'block' },
      ],
      { now: new Date('2026-11-23T10:00:00Z') },
    );
    expect(text.split('\r\n').every((line) => line.length <= 75)).toBe(true);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('DTSTART;VALUE=DATE:20261201\r\n');
    expect(text).toContain('DTSTAMP:20261123T100000Z\r\n');
    const root = new ICAL.Component(ICAL.parse(text));
    expect([root.getFirstPropertyValue('version'), root.getFirstPropertyValue('calscale'), root.getFirstPropertyValue('method')]).toEqual(['2.0', 'GREGORIAN', 'PUBLISH']);
    expect(parseIcal(text, { today })).toEqual([
      { uid: 'b1@host-portal', dateFrom: '2026-12-01', dateTo: '2026-12-05', summary: 'Reserved' },
      { uid: 'k1@host-portal', dateFrom: '2026-12-24', dateTo: '2027-01-02', summary: 'Not available' },
    ]);
  });
});

describe('feed addresses', () => {
  it('treats webcal as https and refuses other schemes and credentials', () => {
    expect(normaliseFeedUrl('webcal://example.org/cal.ics').toString()).toBe('https://example.org/cal.ics');
    expect(() => normaliseFeedUrl('file:///etc/passwd')).toThrow(/http\(s\) or webcal/);
    expect(() => normaliseFeedUrl('https://user:pw@example.org/x')).toThrow(/user name or password/);
  });

  it('knows private, loopback and link-local addresses (v4, v6, v4-mapped)', () => {
    for (const a of ['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '151.101.1.69', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });
});
