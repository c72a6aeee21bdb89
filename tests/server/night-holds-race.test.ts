import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiHarness, ALPINE } from '../support/api';
import { day, type Harness } from './bookings-fixtures';
import { nightsOfRange, overlappingHolders, pendingAsks, resetGuestAllowance, run, studioOf, type Answer, type Nights, type Op } from './night-holds-fixtures';
import { scaledMs } from '../support/time-scale';

// The night-holds rule under races: 50 writes on the same nights at the same moment, mixed and
// shuffled (a fixed order, so a failure can be replayed). Afterwards ONE query over every holder
// of the nights checks that at most one stay or closed stretch holds them, that nothing but an
// import overlaps anything, and every loser got a 409 naming nights it asked for. Runs on PGlite
// and, with DATABASE_URL, on PostgreSQL, where the writes are concurrent transactions on a pool.

let h: Harness;
let unit: { unitId: string; hostId: string };
beforeAll(async () => {
  h = await apiHarness();
  unit = await studioOf(h);
});
afterAll(() => h.close());
beforeEach(() => resetGuestAllowance(h));

/** A fixed shuffle (a small linear congruential generator): the same mix on every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

interface Outcome {
  op: Op;
  answer: Answer;
}

async function race(n: Nights, mix: Partial<Record<Op, number>>, seed: number): Promise<Outcome[]> {
  const jobs: { op: Op; codes: { request?: string; inquiry?: string }; label: string }[] = [];
  for (const [op, count] of Object.entries(mix) as [Op, number][]) {
    for (let i = 0; i < count; i++) {
      const label = `s${seed}-${op}-${i}`;
      // Each confirm has its own pending ask on the same nights.
      const codes = op === 'request' || op === 'inquiry' ? await pendingAsks(h, unit, n, label) : {};
      jobs.push({ op, codes, label });
    }
  }
  const order = shuffled(jobs, seed);
  const answers = await Promise.all(order.map((j) => run(h, j.op, unit.unitId, n, j.codes, j.label)));
  return order.map((j, i) => ({ op: j.op, answer: answers[i] }));
}

const WIN: Record<Op, number> = { request: 200, inquiry: 200, guest: 201, close: 200, import: 201 };

async function checkAfter(n: Nights, outcomes: Outcome[]) {
  const nights = nightsOfRange(n);
  for (const { op, answer } of outcomes) {
    expect([WIN[op], 409], `${op}: ${JSON.stringify(answer.json)}`).toContain(answer.status);
    if (answer.status !== 409) continue;
    // Every loser is told which of its nights are held.
    expect(answer.json.type).toBe('urn:host-portal:problem:conflict');
    expect(answer.json.nights.length, JSON.stringify(answer.json)).toBeGreaterThan(0);
    for (const night of answer.json.nights) {
      expect(nights).toContain(night);
      expect(answer.json.detail).toContain(night);
    }
  }
  // An import is never refused: another channel already sold the nights.
  expect(outcomes.filter((o) => o.op === 'import' && o.answer.status !== 201)).toEqual([]);

  const { counts, pairs } = await overlappingHolders(h, unit.unitId, n);
  const stayWinners = outcomes.filter((o) => o.op !== 'close' && o.op !== 'import' && o.answer.status === WIN[o.op]);
  const closeWinners = outcomes.filter((o) => o.op === 'close' && o.answer.status === 200);
  // At most one holder: one stay, or the closed nights (closes of the same nights merge into one).
  expect(counts.stay + counts.closed).toBeLessThanOrEqual(1);
  expect(stayWinners.length).toBe(counts.stay);
  expect(closeWinners.length > 0).toBe(counts.closed === 1);
  // Zero overlaps but with imports (which cannot be refused); an import over the stay is flagged.
  expect(pairs.filter((p) => p !== 'imported+stay' && p !== 'closed+imported' && p !== 'imported+imported')).toEqual([]);
  if (counts.stay === 1 && counts.imported > 0) {
    const feeds = (await h.call('GET', `/api/app/property-unit/${unit.unitId}/ical`, { as: ALPINE })).json.feeds as { name: string; overlappingBookings: number }[];
    const mine = feeds.filter((f) => outcomes.some((o) => o.op === 'import' && o.answer.json.name === f.name));
    expect(mine.every((f) => f.overlappingBookings === 1)).toBe(true);
  }
  return { counts, stayWinners, closeWinners };
}

describe('50 concurrent writes on the same nights', () => {
  it('confirm request, confirm inquiry, guest booking, close, import (10 each): one holder at most, every loser 409 naming the nights', async () => {
    const n = { from: day(300), to: day(304) };
    const outcomes = await race(n, { request: 10, inquiry: 10, guest: 10, close: 10, import: 10 }, 7);
    const { counts } = await checkAfter(n, outcomes);
    // The pending asks hold the nights against guests, so no guest can win here.
    expect(outcomes.filter((o) => o.op === 'guest').every((o) => o.answer.status === 409)).toBe(true);
    expect(counts.stay + counts.closed + counts.imported).toBeGreaterThan(0);
  }, scaledMs(120_000));

  it('guests, closes and imports (10, 20, 20): one holder at most, every loser 409 naming the nights', async () => {
    const n = { from: day(320), to: day(324) };
    const outcomes = await race(n, { guest: 10, close: 20, import: 20 }, 11);
    await checkAfter(n, outcomes);
  }, scaledMs(120_000));
});
