import { describe, expect, it } from 'vitest';
import { IcalParseError, IcalRuleError, parseIcal } from '../../src/server/services/ical/parse';
import { ICAL_PARSE_MAX_CHARS, IcalTooCostlyError, parseIcalIsolated } from '../../src/server/services/ical/parse-isolated';
import { scaledMs } from '../support/time-scale';

// A calendar is parsed in a worker thread with hard time and memory limits, so no file can stop
// the thread that answers requests. The limits are shortened here; the rules are the same.
const today = '2026-11-23';
const cal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const ev = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
// The 29th of February exists, so no rule refuses this; stepping second by second towards it is what takes for ever.
const LEAP_DAY_EVERY_SECOND = 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29';

/** Counts the main thread's timer ticks while `work` runs: a frozen event loop counts none. */
async function ticksDuring<T>(work: Promise<T>): Promise<{ ticks: number; outcome: PromiseSettledResult<T> }> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 20);
  const [outcome] = await Promise.allSettled([work]);
  clearInterval(timer);
  return { ticks, outcome: outcome! };
}

describe('parseIcalIsolated', () => {
  it('answers what parseIcal answers for an ordinary calendar', async () => {
    const text = cal(
      ev('UID:a', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205', 'SUMMARY:Reserved'),
      ev('UID:w', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'RRULE:FREQ=WEEKLY;COUNT=3'),
    );
    expect(await parseIcalIsolated(text, { today })).toEqual(parseIcal(text, { today }));
  });

  it('stops a rule that runs too long, naming it, while the main thread keeps answering', async () => {
    const text = cal(ev('UID:leap', 'DTSTART:20260301T000000Z', 'DTEND:20260302T000000Z', LEAP_DAY_EVERY_SECOND));
    const { ticks, outcome } = await ticksDuring(parseIcalIsolated(text, { today, timeoutMs: 2000 }));
    expect(outcome.status).toBe('rejected');
    const error = (outcome as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(IcalTooCostlyError);
    expect(error).toMatchObject({ limit: 'time', rule: LEAP_DAY_EVERY_SECOND });
    expect(error.message).toBe(`could not be read within 2 seconds (UID leap: ${LEAP_DAY_EVERY_SECOND} repeats in a way that cannot be expanded)`);
    expect(ticks).toBeGreaterThan(0);
  });

  it('refuses a rule that can never occur, with the rule, from inside the worker', async () => {
    const text = cal(ev('UID:never', 'DTSTART;VALUE=DATE:20260101', 'DTEND;VALUE=DATE:20260102', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'));
    const error = await parseIcalIsolated(text, { today }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IcalRuleError);
    expect(error).toMatchObject({ rule: 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', message: expect.stringContaining('February has no day 30') });
  });

  it('keeps other parse errors as they were', async () => {
    await expect(parseIcalIsolated('<html>', { today })).rejects.toThrow('is not an iCalendar file (it does not start with BEGIN:VCALENDAR)');
  });

  it('stops a calendar that needs more memory than its limit', async () => {
    // 15,000 events of ~200 bytes: about 3 MB of text, many times that once parsed, against an 8 MB heap.
    const many = Array.from({ length: 15_000 }, (_, i) => ev(`UID:m${i}-${'x'.repeat(60)}`, 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270102', 'SUMMARY:Some words'));
    const text = cal(...many);
    const error = await parseIcalIsolated(text, { today, memoryMb: 8 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IcalTooCostlyError);
    expect(error).toMatchObject({ limit: 'memory' });
  }, scaledMs(60_000));

  it('parses again after a parse was stopped at a limit (the stopped worker is replaced)', async () => {
    const slow = cal(ev('UID:leap', 'DTSTART:20260301T000000Z', 'DTEND:20260302T000000Z', LEAP_DAY_EVERY_SECOND));
    await expect(parseIcalIsolated(slow, { today, timeoutMs: 500 })).rejects.toBeInstanceOf(IcalTooCostlyError);
    const ok = cal(ev('UID:a', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205'));
    const results = await Promise.all([1, 2, 3].map(() => parseIcalIsolated(ok, { today })));
    expect(results.map((events) => events.map((e) => e.uid))).toEqual([['a'], ['a'], ['a']]);
  });

  it('refuses a 50 MB calendar before starting a worker', async () => {
    const huge = cal(ev('UID:h', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270102', `DESCRIPTION:${'x'.repeat(50 * 1024 * 1024)}`));
    expect(huge.length).toBeGreaterThan(ICAL_PARSE_MAX_CHARS);
    const error = await parseIcalIsolated(huge, { today }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IcalParseError);
    expect((error as Error).message).toBe('is larger than 4 MB');
  });
});
