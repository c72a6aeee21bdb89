import type { ScheduleBoostEvent } from './schedule-boost.machine';

// Payloads for walking the schedule-boost machine: a balance that pays for a week and one that
// does not, dates that cost 7 days and no dates, and every outcome of the call (409 included).
// The dates are fixed, since the tester paths' ids hash the payloads, and far ahead, since the
// form and the server refuse a start before today.
export const scheduleBoostEvents = {
  'balance.set': [
    { type: 'balance.set', coinsLeft: 10, costPerDay: 1 },
    { type: 'balance.set', coinsLeft: 3, costPerDay: 1 },
  ],
  'dates.select': [
    { type: 'dates.select', startDate: '2030-06-03', endDate: '2030-06-09' },
    { type: 'dates.select', startDate: '', endDate: '' },
  ],
  'schedule.request': [{ type: 'schedule.request' }],
  retry: [{ type: 'retry' }],
  'failure.dismiss': [{ type: 'failure.dismiss' }],
} satisfies { [K in ScheduleBoostEvent['type']]: Extract<ScheduleBoostEvent, { type: K }>[] };

export const scheduleBoostActorOutcomes = [
  { type: 'xstate.done.actor.scheduleBoost', output: { coins: 7 } },
  { type: 'xstate.error.actor.scheduleBoost', error: { status: 409 } },
  { type: 'xstate.error.actor.scheduleBoost', error: { status: 500 } },
] as const;
