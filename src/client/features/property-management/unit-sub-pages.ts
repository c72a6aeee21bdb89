import { UNIT_SUB_PAGES } from '../../../shared/domain/route-access';

// The unit management sub-pages (HC §2 "Management routes") and the wizard steps each
// one shows: the same forms, so a field is changed the same way in both places.

export type UnitSubPage = (typeof UNIT_SUB_PAGES)[number];
export { UNIT_SUB_PAGES };

/** 'subscription': only a subscription host has a plan and boosts; others are told why not.
 *  'panel': a screen of its own, not a wizard step (unit-panels.tsx). */
export type UnitPanelId = 'availability' | 'calendar-sync' | 'manage-subscription' | 'boosters';
export type SubPageContent = { kind: 'steps' | 'subscription'; stepIds: readonly string[] } | { kind: 'panel'; panel: UnitPanelId; stepIds: readonly string[] };

const steps = (...stepIds: string[]): SubPageContent => ({ kind: 'steps', stepIds });
const subscription = (...stepIds: string[]): SubPageContent => ({ kind: 'subscription', stepIds });

export const SUB_PAGE_CONTENT: Record<UnitSubPage, SubPageContent> = {
  photos: steps('photos'),
  amenities: steps('amenities'),
  rooms: steps('guests-and-rooms-info', 'guests-and-rooms-beds'),
  about: steps('title'),
  'price-and-availability': steps('price-and-availability', 'price-and-availability-seasons'),
  availability: { kind: 'panel', panel: 'availability', stepIds: [] },
  'calendar-sync': { kind: 'panel', panel: 'calendar-sync', stepIds: [] },
  'booking-policies': steps('booking-preference'),
  'taxes-and-laws': steps('regional-requirements'),
  'subscription-and-boosters': subscription('subscription-plan', 'subscription-boost'),
  // Panels driven by the change-plan and schedule-boost machines; they show commission hosts the same note.
  'manage-subscription': { kind: 'panel', panel: 'manage-subscription', stepIds: [] },
  boosters: { kind: 'panel', panel: 'boosters', stepIds: [] },
  promotions: steps('price-and-availability-promotions'),
};

export const isUnitSubPage = (value: string): value is UnitSubPage => (UNIT_SUB_PAGES as readonly string[]).includes(value);
