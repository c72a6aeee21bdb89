// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { StatusBadge, type StatusBadgeProps } from '../../../src/client/features/bookings/actions/status-badge';
import { BOOKING_STATUSES, INQUIRY_STATUSES, REQUEST_STATUSES } from '../../../src/shared/domain/bookings/statuses';
import { LOCALES } from '../../../src/shared/i18n/locales';
import { scopeTexts } from '../support/step-form';

// Every status of HC §4 with its tone and a text in each language (no key shown, no missing text).

afterEach(cleanup);

const every: StatusBadgeProps[] = [
  ...BOOKING_STATUSES.map((status) => ({ kind: 'booking' as const, status })),
  { kind: 'booking', status: 'CANCELLED', cancelledBy: 'guest' },
  { kind: 'booking', status: 'CANCELLED', cancelledBy: 'owner' },
  ...REQUEST_STATUSES.map((status) => ({ kind: 'request' as const, status })),
  ...INQUIRY_STATUSES.map((status) => ({ kind: 'inquiry' as const, status })),
];

const show = (props: StatusBadgeProps, locale = 'en-US') => {
  const missing: string[] = [];
  const { container } = render(
    <IntlProvider locale={locale} messages={scopeTexts(['bookings'], locale)} onError={(e) => missing.push(e.message)}>
      <StatusBadge {...props} />
    </IntlProvider>,
  );
  const label = container.querySelector('.stay-status__label')!;
  return { text: container.textContent, tone: label.getAttribute('data-tone'), disabled: label.classList.contains('stay-status__label--disabled'), missing };
};

describe.each(LOCALES)('in %s', (locale) => {
  it('every status has its text', () => {
    for (const props of every) {
      const { text, missing } = show(props, locale);
      expect(missing, JSON.stringify(props)).toEqual([]);
      expect(text).not.toMatch(/bookings\./);
      cleanup();
    }
  });
});

it('tones and labels of HC §4', () => {
  expect(show({ kind: 'request', status: 'REQUESTED' })).toMatchObject({ text: 'Pending', tone: 'warning', disabled: false });
  expect(show({ kind: 'request', status: 'CONFIRMED' })).toMatchObject({ text: 'Confirmed', tone: 'success' });
  expect(show({ kind: 'request', status: 'REJECTED' })).toMatchObject({ text: 'Rejected', tone: 'error', disabled: false });
  expect(show({ kind: 'request', status: 'EXPIRED' })).toMatchObject({ text: 'Expired', tone: 'error', disabled: true });
  expect(show({ kind: 'booking', status: 'CANCELLED', cancelledBy: 'guest' }).text).toBe('Cancelled by guest');
  expect(show({ kind: 'booking', status: 'CANCELLED', cancelledBy: 'owner' }).text).toBe('Cancelled by host');
  expect(show({ kind: 'booking', status: 'CANCELLED' }).text).toBe('Cancelled');
  expect(show({ kind: 'inquiry', status: 'action_needed' })).toMatchObject({ text: 'Action neededThe guest is waiting for your answer.', tone: 'error' });
  expect(show({ kind: 'inquiry', status: 'expired_checkout' })).toMatchObject({ tone: 'neutral', disabled: true });
  expect(show({ kind: 'inquiry', status: 'rejected' })).toMatchObject({ text: 'Rejected', disabled: true });
});

it('German', () => {
  expect(show({ kind: 'request', status: 'REQUESTED' }, 'de-DE').text).toBe('Ausstehend');
  expect(show({ kind: 'booking', status: 'CANCELLED', cancelledBy: 'guest' }, 'de-DE').text).toBe('Vom Gast storniert');
});
