import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALPINE } from '../support/api';
import { mailHarness, type MailHarness } from '../support/mail-harness';
import { freshUnit } from './bookings-fixtures';
import { icalFeeds } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { recordFailure } from '../../src/server/services/ical/sync';
import { scaledMs } from '../support/time-scale';

// The host's mail about an imported calendar failing for 24 hours: once per failing streak
// (however many attempts fail), again only after a success and a new day of failures; German for
// alpine@; an opted-out kind is not sent.

let m: MailHarness;
let feedId: string;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

beforeAll(async () => {
  m = await mailHarness();
  const unit = await freshUnit(m.h, ALPINE);
  feedId = newId();
  await m.db.insert(icalFeeds).values({ id: feedId, hostId: unit.hostId, unitId: unit.unitId, name: 'Airbnb', kind: 'url', url: 'https://calendar.example/a.ics', createdAt: hoursAgo(30), lastSuccessAt: hoursAgo(20) });
}, scaledMs(60_000));
afterAll(() => m.close());

it('one German mail once the streak is 24 hours old, none before, one per streak; opt-out respected', async () => {
  const fail = () => recordFailure(m.db, feedId, 'The calendar address answered 500.', new Date(), { publicUrl: m.h.env.publicUrl });
  await fail();
  expect(await m.mailsOf('calendar-feed.failing', feedId)).toHaveLength(0);

  await m.db.update(icalFeeds).set({ lastSuccessAt: hoursAgo(25) }).where(eq(icalFeeds.id, feedId));
  await fail();
  await fail();
  const [mail, ...more] = await m.mailsOf('calendar-feed.failing', feedId);
  expect(more).toHaveLength(0);
  expect(mail).toMatchObject({ recipient: ALPINE, language: 'de-DE' });
  // The fresh unit and its property have no titles yet: the mail names it in words, not a gap.
  expect(mail!.subject).toBe("Der Kalender „Airbnb“ von Ihrer Unterkunft ist seit einem Tag nicht lesbar");
  expect(mail!.text).toMatch(new RegExp(`${m.h.env.publicUrl}/properties/[^/]+/units/[^/]+/calendar-sync`));
  expect(mail!.text).toContain('> The calendar address answered 500.');
  await m.runJobs();
  expect(m.receivedBy(ALPINE)).toHaveLength(1);

  // A success, then a new day of failures: a new streak, a new mail — not sent while opted out.
  await m.db.update(icalFeeds).set({ lastSuccessAt: hoursAgo(26) }).where(eq(icalFeeds.id, feedId));
  await m.optOut(ALPINE, 'calendar-feed.failing');
  await fail();
  expect(await m.mailsOf('calendar-feed.failing', feedId)).toHaveLength(2);
  m.smtp.received.length = 0;
  await m.runJobs();
  expect(m.receivedBy(ALPINE)).toHaveLength(0);
});
