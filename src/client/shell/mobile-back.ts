import { matchPattern } from '../../shared/domain/route-access';

// AS §2.5 "Mobile and flow header": a back arrow on booking detail (to all bookings), on
// booking request detail (to requests) and on subscription details (to subscription main); a
// 'back' text button (history back) on flow routes.
export type MobileBack = { kind: 'link'; to: string } | { kind: 'history' } | null;

/** The subscription details of a unit (managing the plan, the boosters) and their main page. */
const SUBSCRIPTION_DETAILS = /^(\/properties\/[^/]+\/units\/[^/]+)\/(manage-subscription|boosters)\/?$/;

export function mobileBack(pathname: string): MobileBack {
  if (matchPattern('/booking-details/:id', pathname)) return { kind: 'link', to: '/bookings/all' };
  if (matchPattern('/booking-request-details/:id', pathname)) return { kind: 'link', to: '/bookings/requests' };
  const subscription = SUBSCRIPTION_DETAILS.exec(pathname);
  if (subscription) return { kind: 'link', to: `${subscription[1]}/subscription-and-boosters` };
  if (matchPattern('/listing/*', pathname) || matchPattern('/verification/*', pathname)) return { kind: 'history' };
  return null;
}
