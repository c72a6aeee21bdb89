import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_ITEM_IDS,
  CHECKLIST_ROUTES,
  checklistItemPath,
  checklistPath,
  checklistProgress,
  deriveChecklist,
  isChecklistComplete,
  isChecklistItemId,
  isChecklistTab,
  itemsOfTab,
  neighbours,
  type ChecklistFacts,
  type ChecklistItem,
} from '../../src/shared/domain/checklist';
import { ChecklistSchema } from '../../src/shared/schemas/checklist';
import { findRoute } from '../../src/shared/domain/route-access';
import * as v from 'valibot';

// The checklist's rules (shared/domain/checklist.ts): which items apply, when each is done, where
// its action leads, progress and neighbours.

const PROPERTY = '0190a000-0000-7000-8000-000000000001';
const LIVE = '0190a000-0000-7000-8000-000000000002';
const DRAFT = '0190a000-0000-7000-8000-000000000003';

const facts = (over: Partial<ChecklistFacts> = {}): ChecklistFacts => ({
  commercialModel: 'subscription',
  isHybrid: false,
  verificationApplies: true,
  kycStatus: 'not_started',
  profileComplete: false,
  guestProfileAnswered: false,
  propertyCount: 0,
  units: [],
  hasCustomPrices: false,
  hasCalendarUpkeep: false,
  waitingConversationId: null,
  hostHasWritten: false,
  pendingRequestCodes: [],
  openInquiryCodes: [],
  reviewCount: 0,
  unansweredReviewUnitIds: [],
  hasBoost: false,
  ...over,
});
const live = { unitId: LIVE, propertyId: PROPERTY, status: 'PUBLISHED', bookingType: 'onRequest', hasActivePromotion: false };
const draft = { unitId: DRAFT, propertyId: PROPERTY, status: 'IN_PROGRESS', bookingType: null, hasActivePromotion: false };
const byId = (items: ChecklistItem[], id: string) => items.find((i) => i.id === id);

describe('which items apply', () => {
  it('a subscription host: inquiries and boosts, no requests or instant booking', () => {
    const ids = deriveChecklist(facts()).map((i) => i.id);
    expect(ids).toContain('answer-inquiries');
    expect(ids).toContain('boost-unit');
    expect(ids).not.toContain('answer-requests');
    expect(ids).not.toContain('instant-booking');
  });

  it('a commission host: requests and instant booking; a hybrid one inquiries too; never boosts', () => {
    const commission = deriveChecklist(facts({ commercialModel: 'commission' })).map((i) => i.id);
    expect(commission).toEqual(expect.arrayContaining(['answer-requests', 'instant-booking']));
    expect(commission).not.toContain('answer-inquiries');
    expect(commission).not.toContain('boost-unit');
    expect(deriveChecklist(facts({ commercialModel: 'commission', isHybrid: true })).map((i) => i.id)).toContain('answer-inquiries');
  });

  it('verification only when it applies; review replies only once there is a review', () => {
    expect(byId(deriveChecklist(facts({ verificationApplies: false })), 'verify-identity')).toBeUndefined();
    expect(byId(deriveChecklist(facts()), 'verify-identity')).toBeDefined();
    expect(byId(deriveChecklist(facts()), 'reply-review')).toBeUndefined();
    expect(byId(deriveChecklist(facts({ reviewCount: 1 })), 'reply-review')).toBeDefined();
  });

  it('every item id is known, and the order is setup before grow', () => {
    const items = deriveChecklist(facts({ commercialModel: 'commission', isHybrid: true, reviewCount: 1 }));
    for (const i of items) expect(isChecklistItemId(i.id)).toBe(true);
    const firstGrow = items.findIndex((i) => i.tab === 'grow');
    expect(items.slice(firstGrow).every((i) => i.tab === 'grow')).toBe(true);
  });
});

describe('when an item is done, and where it leads', () => {
  it('publish-unit: open while a unit waits in the wizard (leading to it), done once something is live and nothing waits', () => {
    expect(byId(deriveChecklist(facts()), 'publish-unit')).toMatchObject({ status: 'open', action: { route: 'firstProperty', path: '/listing/first-property' } });
    const waiting = byId(deriveChecklist(facts({ propertyCount: 1, units: [live, draft] })), 'publish-unit')!;
    expect(waiting).toMatchObject({ status: 'open', action: { route: 'continueListing', params: { propertyPublicId: PROPERTY, unitPublicId: DRAFT }, path: `/listing/property/${PROPERTY}/unit/${DRAFT}` } });
    expect(byId(deriveChecklist(facts({ propertyCount: 1, units: [live] })), 'publish-unit')).toMatchObject({ status: 'done', action: { path: '/properties' } });
  });

  it('verify-identity: done once handed in or verified, open when rejected', () => {
    for (const [kyc, status] of [['not_started', 'open'], ['in_progress', 'open'], ['rejected', 'open'], ['submitted', 'done'], ['verified', 'done']] as const)
      expect(byId(deriveChecklist(facts({ kycStatus: kyc })), 'verify-identity')!.status, kyc).toBe(status);
  });

  it('the unit actions go to the first published unit, or the properties list when there is none', () => {
    const items = deriveChecklist(facts({ propertyCount: 1, units: [draft, live] }));
    expect(byId(items, 'set-prices')!.action.path).toBe(`/properties/${PROPERTY}/units/${LIVE}/price-and-availability`);
    expect(byId(items, 'sync-calendar')!.action.path).toBe(`/properties/${PROPERTY}/units/${LIVE}/calendar-sync`);
    expect(byId(items, 'boost-unit')!.action.path).toBe(`/properties/${PROPERTY}/units/${LIVE}/boosters`);
    expect(byId(deriveChecklist(facts()), 'add-promotion')!.action.path).toBe('/properties');
  });

  it('messages, requests, inquiries and reviews lead to the first thing waiting, and are done when nothing waits', () => {
    const waiting = deriveChecklist(
      facts({ commercialModel: 'commission', isHybrid: true, waitingConversationId: 'c-1', pendingRequestCodes: ['HP-AAAAAA', 'HP-BBBBBB'], openInquiryCodes: ['HP-CCCCCC'], reviewCount: 2, unansweredReviewUnitIds: [LIVE] }),
    );
    expect(byId(waiting, 'answer-guest-message')).toMatchObject({ status: 'open', action: { path: '/messages/all/c-1', params: { channelStatus: 'all', channelId: 'c-1' } } });
    expect(byId(waiting, 'answer-requests')).toMatchObject({ status: 'open', action: { path: '/booking-request-details/HP-AAAAAA', params: { bookingId: 'HP-AAAAAA' } } });
    expect(byId(waiting, 'answer-inquiries')).toMatchObject({ status: 'open', action: { path: '/inquiries/HP-CCCCCC', params: { bookingInquiryId: 'HP-CCCCCC' } } });
    expect(byId(waiting, 'reply-review')).toMatchObject({ status: 'open', action: { path: `/insights/reviews/${LIVE}` } });
    const clear = deriveChecklist(facts({ commercialModel: 'commission', isHybrid: true, hostHasWritten: true, reviewCount: 2 }));
    for (const id of ['answer-guest-message', 'answer-requests', 'answer-inquiries', 'reply-review']) expect(byId(clear, id)!.status, id).toBe('done');
    // Never having written to a guest is not done, even with nothing waiting.
    expect(byId(deriveChecklist(facts()), 'answer-guest-message')!.status).toBe('open');
  });

  it('instant booking: done only when every published unit is booked instantly', () => {
    const commission = (units: ChecklistFacts['units']) => byId(deriveChecklist(facts({ commercialModel: 'commission', propertyCount: 1, units })), 'instant-booking')!;
    expect(commission([live]).status).toBe('open');
    expect(commission([live]).action.path).toBe(`/properties/${PROPERTY}/units/${LIVE}/booking-policies`);
    expect(commission([{ ...live, bookingType: 'onLine' }]).status).toBe('done');
    expect(commission([]).status).toBe('open');
  });

  it('a dismissed item is dismissed until done; done wins', () => {
    const dismissed = new Set(['complete-profile', 'set-prices']);
    const items = deriveChecklist(facts({ hasCustomPrices: true }), dismissed);
    expect(byId(items, 'complete-profile')!.status).toBe('dismissed');
    expect(byId(items, 'set-prices')!.status).toBe('done');
  });
});

describe('progress, tabs and neighbours', () => {
  const items = deriveChecklist(facts({ profileComplete: true, guestProfileAnswered: true }), new Set(['sync-calendar']));

  it('counts done over every item but the dismissed ones', () => {
    const counted = items.filter((i) => i.status !== 'dismissed');
    // profile, ideal guest, and inquiries (none waiting).
    expect(checklistProgress(items)).toEqual({ done: 3, total: counted.length, percent: Math.round((3 / counted.length) * 100) });
    expect(checklistProgress([])).toEqual({ done: 0, total: 0, percent: 100 });
    expect(isChecklistComplete(items)).toBe(false);
    expect(isChecklistComplete(items.map((i) => ({ ...i, status: i.id === 'boost-unit' ? ('dismissed' as const) : ('done' as const) })))).toBe(true);
  });

  it('neighbours stay within the tab', () => {
    const setup = itemsOfTab(items, 'setup');
    expect(neighbours(items, setup[0]!.id)).toEqual({ previous: null, next: setup[1] });
    expect(neighbours(items, setup.at(-1)!.id).next).toBeNull();
    const grow = itemsOfTab(items, 'grow');
    expect(neighbours(items, grow[0]!.id).previous).toBeNull();
    expect(neighbours(items, 'nope')).toEqual({ previous: null, next: null });
  });

  it('paths: the detail page is a route of the table; action routes are filled and encoded, a missing parameter throws', () => {
    expect(checklistItemPath({ tab: 'grow', id: 'boost-unit' })).toBe('/checklist/grow/boost-unit');
    expect(findRoute('/checklist/grow/boost-unit')?.page).toBe('checklist');
    expect(checklistPath('conversation', { channelStatus: 'all', channelId: 'a/b' })).toBe('/messages/all/a%2Fb');
    expect(() => checklistPath('conversation', { channelStatus: 'all' })).toThrow(/channelId/);
    // Every action route is a route of the app (no dead link from the checklist).
    for (const pattern of Object.values(CHECKLIST_ROUTES)) {
      const sample = pattern.replace(/:\w+/g, 'x');
      expect(findRoute(sample), pattern).toBeDefined();
    }
  });

  it('the wire schema accepts what the rules make', () => {
    expect(v.safeParse(ChecklistSchema, { items, progress: checklistProgress(items) }).success).toBe(true);
    expect(isChecklistTab('setup') && isChecklistTab('grow') && !isChecklistTab('other')).toBe(true);
    expect(CHECKLIST_ITEM_IDS.length).toBeGreaterThan(10);
  });
});
