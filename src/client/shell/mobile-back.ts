import { matchPattern } from '../../shared/domain/route-access';

// Spec §2.5 "Mobile and flow header": a back arrow on booking detail (to all bookings) and on
// booking request detail (to requests); a 'back' text button (history back) on flow routes.
export type MobileBack = { kind: 'link'; to: string } | { kind: 'history' } | null;

export function mobileBack(pathname: string): MobileBack {
  if (matchPattern('/booking-details/:id', pathname)) return { kind: 'link', to: '/bookings/all' };
  if (matchPattern('/booking-request-details/:id', pathname)) return { kind: 'link', to: '/bookings/requests' };
  if (matchPattern('/listing/*', pathname) || matchPattern('/verification/*', pathname)) return { kind: 'history' };
  return null;
}
