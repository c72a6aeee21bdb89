// The onboarding checklist (AS §2.1 /home, /checklist/{tab}/{checklistItemId}):
// what a host still has to do to get going (tab setup) and to get more bookings (tab grow).
// Pure, so the server (GET /api/app/user/checklist) and the browser (detail page, progress)
// share one set of rules. The server gathers the facts from its database; every item is
// decided from those facts only, so an item turns done as soon as the real data says so.
//
// Readings where the spec is silent, chosen here and nowhere else:
// - Items follow the commercial model: requests and instant booking are commission things,
//   inquiries and boosts subscription things (a hybrid host answers both requests and inquiries).
// - Verification is listed only when it applies to the host (initiated, or subscriptions enabled:
//   the same rule as the verification banner); it is done once the documents are handed in.
// - A review reply is listed only once the host has a review; dismissed items stay listed (so
//   they can be restored) but count neither as done nor towards the total.
// - An item that is done is done, even if it was dismissed before.

export const CHECKLIST_TABS = ['setup', 'grow'] as const;
export type ChecklistTab = (typeof CHECKLIST_TABS)[number];
export const isChecklistTab = (value: string | undefined): value is ChecklistTab => CHECKLIST_TABS.includes(value as ChecklistTab);

export const CHECKLIST_ITEM_IDS = [
  'complete-profile',
  'verify-identity',
  'add-property',
  'publish-unit',
  'set-prices',
  'sync-calendar',
  'describe-ideal-guest',
  'answer-guest-message',
  'answer-requests',
  'answer-inquiries',
  'reply-review',
  'add-promotion',
  'instant-booking',
  'boost-unit',
] as const;
export type ChecklistItemId = (typeof CHECKLIST_ITEM_IDS)[number];
export const isChecklistItemId = (value: string | undefined): value is ChecklistItemId => CHECKLIST_ITEM_IDS.includes(value as ChecklistItemId);

export const CHECKLIST_STATUSES = ['done', 'open', 'dismissed'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** The spec's named parameters of /checklist (AS §2.1) an action may carry. */
export const CHECKLIST_PARAMS = ['unitId', 'bookingId', 'bookingInquiryId', 'channelId', 'channelStatus', 'propertyPublicId', 'unitPublicId'] as const;
export type ChecklistParam = (typeof CHECKLIST_PARAMS)[number];
export type ChecklistParams = Partial<Record<ChecklistParam, string>>;

/** Where an item's action leads: route patterns of the route table, filled from the params. */
export const CHECKLIST_ROUTES = {
  profile: '/account/profile',
  verification: '/verification/identity',
  firstProperty: '/listing/first-property',
  properties: '/properties',
  continueListing: '/listing/property/:propertyPublicId/unit/:unitPublicId',
  unitPrices: '/properties/:propertyPublicId/units/:unitPublicId/price-and-availability',
  unitCalendarSync: '/properties/:propertyPublicId/units/:unitPublicId/calendar-sync',
  unitPromotions: '/properties/:propertyPublicId/units/:unitPublicId/promotions',
  unitBookingPolicies: '/properties/:propertyPublicId/units/:unitPublicId/booking-policies',
  unitBoosters: '/properties/:propertyPublicId/units/:unitPublicId/boosters',
  calendar: '/calendar/:unitId',
  inbox: '/messages',
  conversation: '/messages/:channelStatus/:channelId',
  requests: '/bookings/requests',
  request: '/booking-request-details/:bookingId',
  inquiries: '/inquiries',
  inquiry: '/inquiries/:bookingInquiryId',
  reviews: '/insights/reviews',
  unitReviews: '/insights/reviews/:unitId',
} as const;
export type ChecklistRoute = keyof typeof CHECKLIST_ROUTES;

/** The path of a route with its parameters filled (encoded); a missing parameter throws. */
export function checklistPath(route: ChecklistRoute, params: ChecklistParams = {}): string {
  return CHECKLIST_ROUTES[route].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name as ChecklistParam];
    if (value === undefined) throw new Error(`checklist route ${route} needs ${name}`);
    return encodeURIComponent(value);
  });
}

export interface ChecklistAction {
  route: ChecklistRoute;
  params: ChecklistParams;
  path: string;
}

const action = (route: ChecklistRoute, params: ChecklistParams = {}): ChecklistAction => ({ route, params, path: checklistPath(route, params) });

export interface ChecklistUnitFacts {
  unitId: string;
  propertyId: string;
  status: string;
  /** onLine (instant) or onRequest; null before the step is done. */
  bookingType: string | null;
  hasActivePromotion: boolean;
}

/** What the server reads for one host; every field is a fact of its database. */
export interface ChecklistFacts {
  commercialModel: 'subscription' | 'commission';
  isHybrid: boolean;
  /** Identity verification applies (kyc initiated or subscriptions enabled). */
  verificationApplies: boolean;
  /** hosts.kyc_status: not_started, in_progress, submitted, verified, rejected. */
  kycStatus: string;
  /** About text and at least one spoken language in the host profile. */
  profileComplete: boolean;
  /** Every question of the ideal-guest flow answered. */
  guestProfileAnswered: boolean;
  /** Live properties (not deleted). */
  propertyCount: number;
  /** Live units of live properties, oldest first. */
  units: ChecklistUnitFacts[];
  /** Seasons in a unit's prices or a price set for single days on the calendar. */
  hasCustomPrices: boolean;
  /** An iCal feed imported or dates closed by hand. */
  hasCalendarUpkeep: boolean;
  /** The oldest conversation whose last message is the guest's, if any. */
  waitingConversationId: string | null;
  /** The host has written at least one message. */
  hostHasWritten: boolean;
  /** Codes of requests waiting for an answer, oldest first. */
  pendingRequestCodes: string[];
  /** Codes of inquiries waiting for an answer, oldest first. */
  openInquiryCodes: string[];
  reviewCount: number;
  /** Units of the reviews without a reply, oldest review first. */
  unansweredReviewUnitIds: string[];
  hasBoost: boolean;
}

export interface ChecklistItem {
  id: ChecklistItemId;
  tab: ChecklistTab;
  status: ChecklistStatus;
  /** About how long it takes, in minutes (a hint for the host, not a promise). */
  effortMinutes: number;
  action: ChecklistAction;
}

interface ItemRule {
  id: ChecklistItemId;
  tab: ChecklistTab;
  effortMinutes: number;
  applies: (f: ChecklistFacts) => boolean;
  done: (f: ChecklistFacts) => boolean;
  action: (f: ChecklistFacts) => ChecklistAction;
}

const published = (f: ChecklistFacts) => f.units.filter((u) => u.status === 'PUBLISHED');
const inWizard = (f: ChecklistFacts) => f.units.filter((u) => u.status === 'IN_PROGRESS' || u.status === 'REJECTED_BY_STAFF');
const unitParams = (u: ChecklistUnitFacts): ChecklistParams => ({ propertyPublicId: u.propertyId, unitPublicId: u.unitId });
/** The unit an action about a listed unit is for: the first published one, else the first at all. */
const mainUnit = (f: ChecklistFacts) => published(f)[0] ?? f.units[0];
const onUnit = (route: ChecklistRoute, unit: ChecklistUnitFacts | undefined): ChecklistAction => (unit ? action(route, unitParams(unit)) : action('properties'));
const takesRequests = (f: ChecklistFacts) => f.commercialModel === 'commission';
const takesInquiries = (f: ChecklistFacts) => f.commercialModel === 'subscription' || f.isHybrid;

/** The items in the order the host sees them. */
const RULES: readonly ItemRule[] = [
  {
    id: 'complete-profile',
    tab: 'setup',
    effortMinutes: 5,
    applies: () => true,
    done: (f) => f.profileComplete,
    action: () => action('profile'),
  },
  {
    id: 'verify-identity',
    tab: 'setup',
    effortMinutes: 10,
    applies: (f) => f.verificationApplies,
    done: (f) => f.kycStatus === 'submitted' || f.kycStatus === 'verified',
    action: () => action('verification'),
  },
  {
    id: 'add-property',
    tab: 'setup',
    effortMinutes: 15,
    applies: () => true,
    done: (f) => f.propertyCount > 0,
    action: (f) => (f.propertyCount > 0 ? action('properties') : action('firstProperty')),
  },
  {
    id: 'publish-unit',
    tab: 'setup',
    effortMinutes: 20,
    applies: () => true,
    // Done once something is live and nothing waits in the wizard.
    done: (f) => published(f).length > 0 && inWizard(f).length === 0,
    action: (f) => {
      const waiting = inWizard(f)[0];
      if (waiting) return action('continueListing', unitParams(waiting));
      return f.propertyCount > 0 ? action('properties') : action('firstProperty');
    },
  },
  {
    id: 'set-prices',
    tab: 'setup',
    effortMinutes: 10,
    applies: () => true,
    done: (f) => f.hasCustomPrices,
    action: (f) => onUnit('unitPrices', mainUnit(f)),
  },
  {
    id: 'sync-calendar',
    tab: 'setup',
    effortMinutes: 5,
    applies: () => true,
    done: (f) => f.hasCalendarUpkeep,
    action: (f) => onUnit('unitCalendarSync', mainUnit(f)),
  },
  {
    id: 'describe-ideal-guest',
    tab: 'setup',
    effortMinutes: 3,
    applies: () => true,
    done: (f) => f.guestProfileAnswered,
    action: () => action('profile'),
  },
  {
    id: 'answer-guest-message',
    tab: 'grow',
    effortMinutes: 2,
    applies: () => true,
    done: (f) => f.hostHasWritten && f.waitingConversationId === null,
    action: (f) => (f.waitingConversationId ? action('conversation', { channelStatus: 'all', channelId: f.waitingConversationId }) : action('inbox')),
  },
  {
    id: 'answer-requests',
    tab: 'grow',
    effortMinutes: 2,
    applies: takesRequests,
    done: (f) => f.pendingRequestCodes.length === 0,
    action: (f) => (f.pendingRequestCodes[0] ? action('request', { bookingId: f.pendingRequestCodes[0] }) : action('requests')),
  },
  {
    id: 'answer-inquiries',
    tab: 'grow',
    effortMinutes: 2,
    applies: takesInquiries,
    done: (f) => f.openInquiryCodes.length === 0,
    action: (f) => (f.openInquiryCodes[0] ? action('inquiry', { bookingInquiryId: f.openInquiryCodes[0] }) : action('inquiries')),
  },
  {
    id: 'reply-review',
    tab: 'grow',
    effortMinutes: 3,
    applies: (f) => f.reviewCount > 0,
    done: (f) => f.unansweredReviewUnitIds.length === 0,
    action: (f) => (f.unansweredReviewUnitIds[0] ? action('unitReviews', { unitId: f.unansweredReviewUnitIds[0] }) : action('reviews')),
  },
  {
    id: 'add-promotion',
    tab: 'grow',
    effortMinutes: 2,
    applies: () => true,
    done: (f) => published(f).some((u) => u.hasActivePromotion),
    action: (f) => onUnit('unitPromotions', mainUnit(f)),
  },
  {
    id: 'instant-booking',
    tab: 'grow',
    effortMinutes: 2,
    applies: takesRequests,
    done: (f) => published(f).length > 0 && published(f).every((u) => u.bookingType === 'onLine'),
    action: (f) => onUnit('unitBookingPolicies', published(f).find((u) => u.bookingType !== 'onLine') ?? mainUnit(f)),
  },
  {
    id: 'boost-unit',
    tab: 'grow',
    effortMinutes: 3,
    applies: (f) => f.commercialModel === 'subscription',
    done: (f) => f.hasBoost,
    action: (f) => onUnit('unitBoosters', mainUnit(f)),
  },
];

/** Every item that applies to the host, in order, with its status. */
export function deriveChecklist(facts: ChecklistFacts, dismissed: ReadonlySet<string> = new Set()): ChecklistItem[] {
  return RULES.filter((r) => r.applies(facts)).map((r) => {
    const status: ChecklistStatus = r.done(facts) ? 'done' : dismissed.has(r.id) ? 'dismissed' : 'open';
    return { id: r.id, tab: r.tab, status, effortMinutes: r.effortMinutes, action: r.action(facts) };
  });
}

export interface ChecklistProgress {
  done: number;
  /** Items that count: every item but the dismissed ones. */
  total: number;
  /** 0 to 100, whole. */
  percent: number;
}

export function checklistProgress(items: readonly Pick<ChecklistItem, 'status'>[]): ChecklistProgress {
  const counted = items.filter((i) => i.status !== 'dismissed');
  const done = counted.filter((i) => i.status === 'done').length;
  const total = counted.length;
  return { done, total, percent: total === 0 ? 100 : Math.round((done / total) * 100) };
}

export const itemsOfTab = <T extends Pick<ChecklistItem, 'tab'>>(items: readonly T[], tab: ChecklistTab): T[] => items.filter((i) => i.tab === tab);

/** Nothing left to do: every item is done or dismissed. */
export const isChecklistComplete = (items: readonly Pick<ChecklistItem, 'status'>[]) => items.every((i) => i.status !== 'open');

/** The detail page's neighbours within the item's tab (previous and next), or null at the ends. */
export function neighbours<T extends Pick<ChecklistItem, 'id' | 'tab'>>(items: readonly T[], id: string): { previous: T | null; next: T | null } {
  const item = items.find((i) => i.id === id);
  if (!item) return { previous: null, next: null };
  const ofTab = itemsOfTab(items, item.tab);
  const at = ofTab.indexOf(item);
  return { previous: ofTab[at - 1] ?? null, next: ofTab[at + 1] ?? null };
}

/** The detail page's address of an item. */
export const checklistItemPath = (item: Pick<ChecklistItem, 'id' | 'tab'>) => `/checklist/${item.tab}/${item.id}`;

/** The user interaction that keeps an item dismissed (user_interactions, one row per name). */
export const checklistInteraction = (id: ChecklistItemId) => `checklist_${id}` as const;
export const CHECKLIST_INTERACTION_PREFIX = 'checklist_';
