// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { Expiration, relativeParts, useNow } from '../../../src/client/features/bookings/expiration';
import { en, t } from './support';

// A request's answer deadline: the largest unit that still says something, counted down once a
// minute (AS §9 countdown 60 s), the exact time on hover.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('relativeParts', () => {
  it.each([
    [30_000, { value: 1, unit: 'minute' }],
    [59 * 60_000, { value: 59, unit: 'minute' }],
    [60 * 60_000, { value: 1, unit: 'hour' }],
    [5 * 3_600_000 + 59 * 60_000, { value: 5, unit: 'hour' }],
    [47 * 3_600_000 + 59 * 60_000, { value: 47, unit: 'hour' }],
    [48 * 3_600_000, { value: 2, unit: 'day' }],
    [80 * 3_600_000, { value: 3, unit: 'day' }],
  ])('%d ms left -> %o', (ms, expected) => {
    expect(relativeParts(ms)).toEqual(expected);
  });
});

function Countdown({ expirationTime }: { expirationTime: string }) {
  const now = useNow();
  return <Expiration expirationTime={expirationTime} now={now} />;
}

describe('Expiration', () => {
  it('counts down each minute and says when the request has expired', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    render(
      <IntlProvider locale="en-US" messages={en} timeZone="UTC">
        <Countdown expirationTime="2026-11-23T10:02:00Z" />
      </IntlProvider>,
    );
    expect(screen.getByText(/^Expires in 2 min\./)).toBeTruthy();
    expect(screen.getByTitle('Expires on Nov 23, 2026, 10:02 AM')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(/^Expires in 1 min\./)).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(t('bookings.pages.expired', { time: 'Nov 23, 2026, 10:02 AM' }))).toBeTruthy();
  });
});
