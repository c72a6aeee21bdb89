import { useSyncExternalStore } from 'react';
import { useIntl, type IntlShape } from '../i18n/intl';
import { COUNTDOWN_INTERVAL_MS, remainingTime, type Remaining } from '../../shared/domain/countdown';

// The countdown to a deadline (AS §4 "Countdown", AS §9 interval 60 s): "5 h 12 min",
// "12 min", "less than a minute", then "expired", with the exact deadline for screen readers and
// on hover. Every countdown on screen reads one shared clock: one timer however many are shown,
// started by the first and stopped with the last.

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, COUNTDOWN_INTERVAL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function snapshot() {
  // While nothing ticks the clock may be old: the first reader of a new screen takes a fresh
  // time (kept for a second, so React's repeated reads during one render agree).
  if (!timer && Date.now() - now >= 1000) now = Date.now();
  return now;
}

/** The current time, renewed every 60 s for all readers at once. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** What is left until the deadline, renewed with the shared clock. */
export function useRemaining(deadline: string): Remaining {
  return remainingTime(deadline, useNow());
}

/** The words for what is left, in the reader's language. */
export function formatRemaining(intl: IntlShape, remaining: Remaining): string {
  switch (remaining.state) {
    case 'expired':
      return intl.formatMessage({ id: 'countdown.expired' });
    case 'underMinute':
      return intl.formatMessage({ id: 'countdown.lessThanMinute' });
    case 'running':
      return remaining.hours > 0
        ? intl.formatMessage({ id: 'countdown.hoursMinutes' }, { hours: remaining.hours, minutes: remaining.minutes })
        : intl.formatMessage({ id: 'countdown.minutes' }, { minutes: remaining.minutes });
  }
}

export function Countdown({ deadline, className }: { deadline: string; className?: string }) {
  const intl = useIntl();
  const remaining = useRemaining(deadline);
  const exact = intl.formatDate(deadline, { dateStyle: 'medium', timeStyle: 'short' });
  const deadlineText = intl.formatMessage({ id: 'countdown.deadline' }, { time: exact });
  return (
    <time
      dateTime={deadline}
      title={deadlineText}
      className={`countdown${remaining.state === 'expired' ? ' countdown--expired' : ''}${className ? ` ${className}` : ''}`}
    >
      {formatRemaining(intl, remaining)}
      <span className="visually-hidden"> ({deadlineText})</span>
    </time>
  );
}
