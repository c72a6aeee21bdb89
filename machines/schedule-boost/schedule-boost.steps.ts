import type { MachineStory } from '../story';

// The schedule-boost machine told as plain steps (Gherkin export, machine page).
export const scheduleBoostStory = {
  actor: 'the host',
  events: {
    'balance.set': (e) => `the subscription has ${String(e.coinsLeft)} boost coins left, a day of boost costing ${String(e.costPerDay)} ${e.costPerDay === 1 ? 'coin' : 'coins'}`,
    'dates.select': (e) =>
      e.startDate && e.endDate
        ? `the host picks ${String(e.startDate)} as "First day of the boost" and ${String(e.endDate)} as "Last day of the boost"`
        : 'the host clears both days of the boost',
    'schedule.request': 'the host clicks Book the boost',
    retry: 'the host clicks Try again',
    'failure.dismiss': 'the host clicks Choose again (or Back to the dates)',
    'xstate.done.actor.scheduleBoost': 'the server books the boost',
    'xstate.error.actor.scheduleBoost': (e) =>
      (e.error as { status?: number }).status === 409
        ? 'the server refuses the boost (409: the coins ran out meanwhile or the unit is boosted on those days)'
        : `the server fails to book it (${(e.error as { status?: number }).status})`,
  },
  states: {
    choosingDates: '"Boost this unit" asks for the first and last day and weighs their cost against the coins left',
    scheduling: 'Book the boost shows a spinner and the days cannot be changed',
    done: 'a message says "Boost booked from … to … for … coins." with Book another boost',
    refused: 'a message says "The boost was not booked:" with the server\'s reason and Choose again',
    failed: 'a message says "The boost could not be booked." with Try again and Back to the dates',
  },
} satisfies MachineStory;
