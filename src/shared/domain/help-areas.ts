// The help dropdown shows articles of the area the host is in (AS §2.9). One rule
// maps a pathname to its area: the browser asks for that area's articles, the server accepts
// exactly these areas as knowledge-article categories, and a support message's pageId is one.

export const HELP_AREAS = ['calendar', 'bookings', 'inquiries', 'properties', 'listing', 'insights', 'messages', 'account', 'verification', 'home'] as const;
export type HelpArea = (typeof HELP_AREAS)[number];

export const isHelpArea = (value: string): value is HelpArea => (HELP_AREAS as readonly string[]).includes(value);

// First segment of the path -> area. Booking detail and request pages belong to bookings, as in
// the navigation (HC §2); everything not named (/, /home, /staff, /checklist ...) is home.
const AREA_OF_SEGMENT: Record<string, HelpArea> = {
  calendar: 'calendar',
  bookings: 'bookings',
  'booking-details': 'bookings',
  'booking-request-details': 'bookings',
  'booking-request-confirmation': 'bookings',
  inquiries: 'inquiries',
  properties: 'properties',
  listing: 'listing',
  insights: 'insights',
  messages: 'messages',
  account: 'account',
  verification: 'verification',
};

/** The help area of a pathname (query and hash ignored; case-insensitive; trailing slashes allowed). */
export function helpAreaOf(pathname: string): HelpArea {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const first = path.split('/').find((segment) => segment !== '')?.toLowerCase() ?? '';
  return AREA_OF_SEGMENT[first] ?? 'home';
}
