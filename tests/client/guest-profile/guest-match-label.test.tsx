// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { GuestMatchLabel } from '../../../src/client/features/guest-profile/guest-match-label';
import type { GuestProfileAnswers } from '../../../src/shared/domain/guest-profile/questions';
import app from '../../../src/shared/i18n/app/en-US.json';
import guestMatch from '../../../src/client/features/bookings/texts/guest-match/en-US.json';

// The label on request and inquiry pages: the shared rule over the stay and the stored answers,
// shown only once every question is answered. Only fetch is faked.
const en: Record<string, string> = { ...app, ...guestMatch };
let answers: GuestProfileAnswers;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      if (path === '/api/app/user/guest-preferences') return json({ answers, completed: Object.values(answers).every((a) => a !== null), updatedAt: null });
      if (path === '/api/app/user/info') return json(userInfo);
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const userInfo = {
  userId: 'u1', sessionId: null, email: 'a@example.test', isImpersonating: false, staffEmail: null, isStaff: false, type: 'individual', onboardingStatus: 'finished',
  currency: 'EUR', locale: 'en-US', firstName: 'A', lastName: 'B', alias: null, companyName: null, accountSource: 'portal', commercialModel: 'commission', status: 'active',
  kycInitiated: false, emailVerified: true, biddingTag: null, isHybrid: false, inboxMode: 'Inbox', imageUrls: null,
  features: { isSubscriptionEnabled: false, isCoinSubscriptionEnabled: false, isSubscriptionCheckoutEnabled: false, isUserProEnabled: false, isB2B: false },
  hostProfile: { hostLanguages: ['en'], aboutHost: null, sendInquirySms: false, showPhoneNumberOnOffer: false, secondaryPhone: null, secondaryPhoneType: null, phoneForGuests: null, phoneForSms: null, marketingConsent: false, phone: null },
  counts: { pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 },
};

// Asked 20 days ahead (onSchedule), 3 nights (shortStay), a Thursday (weekday), 4 guests (family).
const stay = { createdAt: '2026-06-12T10:00:00Z', checkIn: '2026-07-02', checkOut: '2026-07-05', guests: 4 };

function renderLabel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={(e) => { throw e; }}>
        <GuestMatchLabel stay={stay} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('guest match label', () => {
  it('shows the label of the score once every question is answered', async () => {
    answers = { bookingTimes: ['onSchedule'], stayDurations: ['shortStay'], startOfStay: ['weekend'], groupSizes: ['family'], language: ['noPreference'] };
    renderLabel();
    expect((await screen.findByText('Guest match: great')).textContent).toContain('4 of 5');
  });

  it('every answer matching is the best', async () => {
    answers = { bookingTimes: ['onSchedule'], stayDurations: ['shortStay'], startOfStay: ['weekday'], groupSizes: ['family', 'group'], language: ['noPreference'] };
    renderLabel();
    expect(await screen.findByText('Guest match: best')).toBeTruthy();
  });

  it('shows nothing while the host has not answered everything', async () => {
    answers = { bookingTimes: ['onSchedule'], stayDurations: null, startOfStay: null, groupSizes: null, language: null };
    const { container } = renderLabel();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
