import type { MachineName } from './index';

// Where a tester starts each machine's paths: which demo account (password demo-host-2026, see
// README "Demo accounts") and which of its records. The demo data are made at seed time
// (src/server/db/seed*.ts), relative to the day the database is seeded, so these hold on any
// fresh demo database.

const NEW_HOST = 'A host registered a moment ago (Sign up on the sign-in page, any new e-mail address)';

export const preconditions: Record<MachineName, string> = {
  session: 'Signed in as anna@demo.host-portal.test on any host page (e.g. /calendar)',
  'app-start':
    'Any page of the portal (e.g. /calendar) opened in a new tab, signed in as anna@demo.host-portal.test; for the path where the portal starts over, signed in as staff@demo.host-portal.test acting for a host (View the portal as … on /staff)',
  'listing-wizard': "Signed in as anna@demo.host-portal.test: the guesthouse's second room, still in the wizard (Properties → Continue)",
  'cancel-subscription': 'Signed in as anna@demo.host-portal.test (a subscription host) on /account/subscription',
  'change-plan': 'Signed in as anna@demo.host-portal.test (a subscription host) on /account/subscription',
  'schedule-boost': 'Signed in as anna@demo.host-portal.test (a subscription host) on /account/subscription, Boosts',
  'calendar-selection': "Signed in as alpine@demo.host-portal.test on /calendar, the aparthotel's studio",
  'request-decision': 'Signed in as alpine@demo.host-portal.test: the pending booking request HP-N4HS7B (Nina Petrova) on /booking-request-details/HP-N4HS7B',
  'inquiry-decision': 'Signed in as anna@demo.host-portal.test: the open inquiry HP-8RD4KU (Hannah Keller) on /inquiries/HP-8RD4KU',
  'booking-cancel': 'Signed in as anna@demo.host-portal.test: the confirmed inquiry HP-G2VM7T (Giulia Romano) on /inquiries/HP-G2VM7T',
  'booking-type-switch': 'Signed in as alpine@demo.host-portal.test on /bookings/requests, with the pending requests HP-N4HS7B and HP-T6JB9R',
  'message-composer': 'Signed in as alpine@demo.host-portal.test on /messages, a conversation with a guest open',
  'chat-connection': 'Signed in as alpine@demo.host-portal.test on /messages (the inbox and the navigation badge)',
  'verification-flow': `${NEW_HOST}, on /verification`,
  'billing-tag-choice': 'Signed in as alpine@demo.host-portal.test (a commission host) on /account/pricing',
  'staff-review-decision': "Signed in as staff@demo.host-portal.test on /staff: lago@'s lakeside apartment waits for review",
  'review-reply': "Signed in as anna@demo.host-portal.test on /insights/reviews, the villa: Mark's review (3 stars) has no reply yet",
  'guest-review': 'As the guest of stay HP-R3VW8C: /guest/chat, signed in with the booking code HP-R3VW8C and paul@guest.example',
  'guest-profile-flow': `${NEW_HOST} (no guest profile answered yet), on /calendar?guest-profile=open`,
  'welcome-tour': `${NEW_HOST}, on the first page after signing up`,
  'cookie-consent': 'Any page in a private window (no consent stored yet)',
  'unit-copy': "Signed in as alpine@demo.host-portal.test: the family apartment's wizard, step price-and-availability (/listing/{unitId}/price-and-availability)",
};
