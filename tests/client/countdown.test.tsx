// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from '../../src/client/i18n/intl';
import { Countdown } from '../../src/client/ui/countdown';
import { scopeTexts } from './support/step-form';

// The countdown to a deadline (AS §4 "Countdown", AS §9 interval 60 s): hours and
// minutes, "less than a minute", then "expired"; the exact deadline for screen readers; one
// shared timer however many countdowns are on screen.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const NOW = new Date('2026-11-23T10:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(NOW.getTime() + minutes * 60_000 + seconds * 1000).toISOString();

function show(deadlines: string[], locale = 'en-US') {
  const missing: string[] = [];
  render(
    <IntlProvider locale={locale} messages={scopeTexts(['app'], locale)} timeZone="UTC" onError={(e) => missing.push(e.message)}>
      {deadlines.map((d, i) => (
        <p key={i} data-testid={`c${i}`}>
          <Countdown deadline={d} />
        </p>
      ))}
    </IntlProvider>,
  );
  return missing;
}
const text = (i = 0) => screen.getByTestId(`c${i}`).querySelector('time')!.firstChild!.textContent;

describe('Countdown', () => {
  it('formats hours and minutes, minutes alone, under a minute and expired', () => {
    vi.useFakeTimers({ now: NOW });
    const missing = show([at(5 * 60 + 12, 30), at(12), at(0, 40), at(-1)]);
    expect([0, 1, 2, 3].map(text)).toEqual(['5 h 12 min', '12 min', 'less than a minute', 'expired']);
    expect(missing).toEqual([]);
  });

  it('tells screen readers the exact deadline, and machines its instant', () => {
    vi.useFakeTimers({ now: NOW });
    show([at(90)]);
    const time = screen.getByTestId('c0').querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(at(90));
    expect(time.querySelector('.visually-hidden')!.textContent).toBe(' (until Nov 23, 2026, 11:30 AM)');
    expect(time.getAttribute('title')).toBe('until Nov 23, 2026, 11:30 AM');
  });

  it('refreshes every 60 s, not sooner, down to expired', () => {
    vi.useFakeTimers({ now: NOW });
    show([at(2)]);
    expect(text()).toBe('2 min');
    act(() => vi.advanceTimersByTime(59_000));
    expect(text()).toBe('2 min');
    act(() => vi.advanceTimersByTime(1_000));
    expect(text()).toBe('1 min');
    act(() => vi.advanceTimersByTime(60_000));
    expect(text()).toBe('expired');
  });

  it('runs one timer for every countdown on screen, and stops it when they go', () => {
    vi.useFakeTimers({ now: NOW });
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    show([at(30), at(61), at(600)]);
    expect(setInterval.mock.calls.filter(([, ms]) => ms === 60_000)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect([0, 1, 2].map(text)).toEqual(['29 min', '1 h 0 min', '9 h 59 min']);
    cleanup();
    expect(clearInterval).toHaveBeenCalledTimes(1);
  });

  it('speaks the host language', () => {
    vi.useFakeTimers({ now: NOW });
    show([at(3 * 60 + 5), at(0, 10)], 'de-DE');
    expect([0, 1].map(text)).toEqual(['3 Std. 5 Min.', 'weniger als eine Minute']);
  });
});
