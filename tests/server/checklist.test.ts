import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, STAFF } from '../support/api';
import { auditLog, hosts, reviews, unitDayPrices, units } from '../../src/server/db/schema';

// GET /api/app/user/checklist and PUT /api/app/user/checklist/{itemId} against the real embedded
// database and the demo seed: the items follow the commercial model, each one turns done when
// the account's real data changes (through the API where the portal has a call for it), a
// dismissal is kept and undone, bad input is refused, and one host never sees another's state.

let h: Awaited<ReturnType<typeof apiHarness>>;

interface Item {
  id: string;
  tab: 'setup' | 'grow';
  status: 'done' | 'open' | 'dismissed';
  effortMinutes: number;
  action: { route: string; params: Record<string, string>; path: string };
}
interface Checklist {
  items: Item[];
  progress: { done: number; total: number; percent: number };
}

const PATH = '/api/app/user/checklist';
const get = async (as: string, headers?: Record<string, string>): Promise<Checklist> => {
  const r = await h.call('GET', PATH, { as, headers });
  expect(r.status, r.text).toBe(200);
  return r.json as Checklist;
};
const item = async (as: string, id: string) => (await get(as)).items.find((i) => i.id === id);
const dismiss = (as: string, id: string, dismissed: unknown, headers?: Record<string, string>) => h.call('PUT', `${PATH}/${id}`, { as, body: { dismissed }, headers });
const hostId = async (email: string) => (await h.database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, email)))[0]!.id;

beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

describe('GET /api/app/user/checklist', () => {
  it('needs a token', async () => {
    expect((await h.call('GET', PATH)).status).toBe(401);
    expect((await h.call('PUT', `${PATH}/set-prices`, { body: { dismissed: true } })).status).toBe(401);
  });

  it('gives a subscription host the inquiry and boost items, verification, and no commission items', async () => {
    const { items, progress } = await get(ANNA);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['complete-profile', 'verify-identity', 'publish-unit', 'answer-inquiries', 'boost-unit']));
    expect(ids).not.toContain('answer-requests');
    expect(ids).not.toContain('instant-booking');
    // setup first, then grow: the order the host sees them in.
    const tabs = items.map((i) => i.tab);
    expect(tabs).toEqual([...tabs].sort((a, b) => (a === b ? 0 : a === 'setup' ? -1 : 1)));
    expect(progress).toEqual({ done: items.filter((i) => i.status === 'done').length, total: items.length, percent: Math.round((progress.done / items.length) * 100) });
    for (const i of items) {
      expect(i.effortMinutes).toBeGreaterThan(0);
      expect(i.action.path.startsWith('/')).toBe(true);
    }
  });

  it('gives a commission host requests and instant booking, no boosts, and no verification when it does not apply', async () => {
    const { items } = await get(ALPINE);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['answer-requests', 'instant-booking']));
    expect(ids).not.toContain('boost-unit');
    expect(ids).not.toContain('answer-inquiries');
    expect(ids).not.toContain('verify-identity');
  });

  it('points requests and instant booking at the real waiting request and the unit booked on request', async () => {
    const requests = await item(ALPINE, 'answer-requests');
    expect(requests).toMatchObject({ status: 'open', action: { route: 'request' } });
    const code = requests!.action.params.bookingId!;
    expect(requests!.action.path).toBe(`/booking-request-details/${code}`);
    const instant = await item(ALPINE, 'instant-booking');
    const onRequest = (await h.database.db.select().from(units).where(and(eq(units.hostId, await hostId(ALPINE)), eq(units.bookingType, 'onRequest'))))[0]!;
    expect(instant).toMatchObject({ status: 'open', action: { path: `/properties/${onRequest.propertyId}/units/${onRequest.id}/booking-policies` } });
    // Every published unit booked instantly: done.
    await h.database.db.update(units).set({ bookingType: 'onLine' }).where(eq(units.id, onRequest.id));
    expect((await item(ALPINE, 'instant-booking'))!.status).toBe('done');
    await h.database.db.update(units).set({ bookingType: 'onRequest' }).where(eq(units.id, onRequest.id));
    expect((await item(ALPINE, 'instant-booking'))!.status).toBe('open');
  });
});

describe('items turn done when the real data changes', () => {
  it('publish-unit leads to the unit waiting in the wizard, and is done once it is published', async () => {
    const waiting = (await h.database.db.select().from(units).where(and(eq(units.hostId, await hostId(ANNA)), eq(units.status, 'IN_PROGRESS'))))[0]!;
    const before = await item(ANNA, 'publish-unit');
    expect(before).toMatchObject({
      status: 'open',
      action: { route: 'continueListing', params: { propertyPublicId: waiting.propertyId, unitPublicId: waiting.id }, path: `/listing/property/${waiting.propertyId}/unit/${waiting.id}` },
    });
    const doneBefore = (await get(ANNA)).progress.done;
    await h.database.db.update(units).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(units.id, waiting.id));
    const after = await get(ANNA);
    expect(after.items.find((i) => i.id === 'publish-unit')).toMatchObject({ status: 'done', action: { path: '/properties' } });
    expect(after.progress.done).toBe(doneBefore + 1);
    await h.database.db.update(units).set({ status: 'IN_PROGRESS', publishedAt: null }).where(eq(units.id, waiting.id));
    expect((await item(ANNA, 'publish-unit'))!.status).toBe('open');
  });

  it('complete-profile is done once the profile has an about text and a language (PATCH user/info)', async () => {
    expect((await item(ANNA, 'complete-profile'))!.status).toBe('open');
    const about = await h.call('PATCH', '/api/app/user/info', { as: ANNA, body: { hostProfile: { aboutHost: 'I love hosting.' } } });
    expect(about.status, about.text).toBe(200);
    expect((await item(ANNA, 'complete-profile'))!.status).toBe('open'); // no language yet
    await h.call('PATCH', '/api/app/user/info', { as: ANNA, body: { hostProfile: { hostLanguages: ['it', 'en'] } } });
    expect((await item(ANNA, 'complete-profile'))!.status).toBe('done');
  });

  it('describe-ideal-guest is done once every question is answered (PATCH guest-preferences)', async () => {
    const patch = (body: unknown) => h.call('PATCH', '/api/app/user/guest-preferences', { as: ANNA, body });
    expect((await patch({ bookingTimes: ['earlyBird'] })).status).toBe(200);
    expect((await item(ANNA, 'describe-ideal-guest'))!.status).toBe('open');
    expect((await patch({ stayDurations: ['longStay'], startOfStay: ['weekday'], groupSizes: ['family'], language: ['hostLanguage'] })).status).toBe(200);
    expect((await item(ANNA, 'describe-ideal-guest'))!.status).toBe('done');
  });

  it('reply-review leads to the unit of the oldest unanswered review, and is done once every review has a reply', async () => {
    const annaId = await hostId(ANNA);
    const unanswered = await h.database.db.select().from(reviews).where(and(eq(reviews.hostId, annaId), isNull(reviews.reply))).orderBy(asc(reviews.createdAt));
    expect(unanswered.length).toBeGreaterThan(0);
    expect(await item(ANNA, 'reply-review')).toMatchObject({ status: 'open', action: { path: `/insights/reviews/${unanswered[0]!.unitId}` } });
    for (const review of unanswered) {
      const r = await h.call('POST', `/api/app/reviews/reply/${review.publicId}`, { as: ANNA, body: { text: 'Thank you for staying with us!' } });
      expect(r.status, r.text).toBe(200);
    }
    expect(await item(ANNA, 'reply-review')).toMatchObject({ status: 'done', action: { path: '/insights/reviews' } });
  });

  it('answer-guest-message leads to each conversation waiting for the host in turn, and is done once the host has answered them all', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 30; round++) {
      const current = (await item(ANNA, 'answer-guest-message'))!;
      if (current.status === 'done') break;
      expect(current.action.route).toBe('conversation');
      const channelId = current.action.params.channelId!;
      expect(current.action.path).toBe(`/messages/all/${channelId}`);
      expect(seen.has(channelId), `conversation ${channelId} offered again after the host answered`).toBe(false);
      seen.add(channelId);
      const r = await h.call('POST', `/api/app/messaging/channels/${channelId}/messages`, { as: ANNA, body: { clientMessageId: `checklist-${round}-reply`, body: 'Thanks, see you soon!' } });
      expect(r.status, r.text).toBeLessThan(300);
    }
    expect(seen.size).toBeGreaterThan(0);
    expect((await item(ANNA, 'answer-guest-message'))!).toMatchObject({ status: 'done', action: { path: '/messages' } });
  });

  it('set-prices is done once a unit has a price for a single day', async () => {
    const unit = (await h.database.db.select().from(units).where(and(eq(units.hostId, await hostId(ANNA)), eq(units.status, 'PUBLISHED'))))[0]!;
    expect((await item(ANNA, 'set-prices'))!.status).toBe('open');
    await h.database.db.insert(unitDayPrices).values({ hostId: unit.hostId, unitId: unit.id, day: '2030-08-01', price: 300 });
    expect((await item(ANNA, 'set-prices'))!.status).toBe('done');
    await h.database.db.delete(unitDayPrices).where(eq(unitDayPrices.unitId, unit.id));
    expect((await item(ANNA, 'set-prices'))!.status).toBe('open');
  });
});

describe('PUT /api/app/user/checklist/{itemId}', () => {
  it('dismisses an item (out of the progress), keeps it dismissed, and restores it', async () => {
    const before = await get(ANNA);
    expect(before.items.find((i) => i.id === 'add-promotion')!.status).toBe('open');
    const r = await dismiss(ANNA, 'add-promotion', true);
    expect(r.status, r.text).toBe(200);
    expect(r.json.items.find((i: Item) => i.id === 'add-promotion').status).toBe('dismissed');
    expect(r.json.progress.total).toBe(before.progress.total - 1);
    expect(r.json.progress.done).toBe(before.progress.done);
    expect((await get(ANNA)).items.find((i) => i.id === 'add-promotion')!.status).toBe('dismissed');
    // Undo.
    const back = await dismiss(ANNA, 'add-promotion', false);
    expect(back.status).toBe(200);
    expect(back.json.items.find((i: Item) => i.id === 'add-promotion').status).toBe('open');
    expect(back.json.progress).toEqual(before.progress);
  });

  it('a dismissed item that gets done counts as done', async () => {
    const unit = (await h.database.db.select().from(units).where(and(eq(units.hostId, await hostId(ANNA)), eq(units.status, 'PUBLISHED'))))[0]!;
    await dismiss(ANNA, 'add-promotion', true);
    const on = await h.call('POST', `/api/app/property-unit/${unit.id}/promotion`, { as: ANNA, body: { type: 'last_minute', state: true } });
    expect(on.status, on.text).toBe(200);
    expect((await item(ANNA, 'add-promotion'))!.status).toBe('done');
    await h.call('POST', `/api/app/property-unit/${unit.id}/promotion`, { as: ANNA, body: { type: 'last_minute', state: false } });
    expect((await item(ANNA, 'add-promotion'))!.status).toBe('dismissed');
    await dismiss(ANNA, 'add-promotion', false);
  });

  it('answers 404 for an item that does not exist, and 400 naming the field for a bad body, writing nothing', async () => {
    const audits = async () => (await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.checklist.dismiss'))).length;
    const start = await audits();
    const unknown = await dismiss(ANNA, 'win-the-lottery', true);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    for (const body of [{}, { dismissed: 'yes' }, { dismissed: true, extra: 1 }]) {
      const r = await h.call('PUT', `${PATH}/set-prices`, { as: ANNA, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      const names = (r.json.invalidParams as { name: string }[]).map((p) => p.name);
      expect(names.some((n) => n === 'dismissed' || n === 'extra'), `${JSON.stringify(body)}: ${names}`).toBe(true);
    }
    expect((await h.call('PUT', `${PATH}/set-prices`, { as: ANNA, rawBody: '{not json' })).status).toBe(400);
    expect(await audits()).toBe(start);
    expect((await item(ANNA, 'set-prices'))!.status).toBe('open');
  });

  it("keeps hosts apart: one host's dismissal and data never change another's checklist", async () => {
    const alpineBefore = await get(ALPINE);
    await dismiss(ANNA, 'complete-profile', true); // done for anna: stays done
    await dismiss(ANNA, 'sync-calendar', true);
    expect((await get(ALPINE)).items).toEqual(alpineBefore.items);
    // anna's profile is complete (above); alpine's is not.
    expect((await item(ALPINE, 'complete-profile'))!.status).toBe('open');
    const d = await dismiss(ALPINE, 'set-prices', true);
    expect(d.status).toBe(200);
    expect((await item(ANNA, 'set-prices'))!.status).toBe('open');
    expect((await item(ALPINE, 'set-prices'))!.status).toBe('dismissed');
    // alpine's paths name alpine's units only.
    const annaUnits = (await h.database.db.select({ id: units.id }).from(units).where(eq(units.hostId, await hostId(ANNA)))).map((u) => u.id);
    for (const i of (await get(ALPINE)).items) for (const id of annaUnits) expect(i.action.path).not.toContain(id);
  });

  it('under impersonation reads and dismisses for the acted-for host, audited with the staff member', async () => {
    const annaId = await hostId(ANNA);
    const asStaff = { 'x-impersonate-host': annaId };
    expect((await get(STAFF, asStaff)).items).toEqual((await get(ANNA)).items);
    const r = await dismiss(STAFF, 'boost-unit', true, asStaff);
    expect(r.status, r.text).toBe(200);
    expect((await item(ANNA, 'boost-unit'))!.status).toBe('dismissed');
    const rows = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.checklist.dismiss'), eq(auditLog.target, 'boost-unit')));
    expect(rows.at(-1)).toMatchObject({ hostId: annaId, staffId: await hostId(STAFF) });
  });
});
