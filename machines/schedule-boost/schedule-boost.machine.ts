import { assign, fromPromise, setup } from 'xstate';
import { boostDays } from '../../src/shared/domain/subscription-rules';

export interface ScheduleBoostContext {
  /** Boost coins the host has left, and what one day costs (from the subscription). */
  coinsLeft: number;
  costPerDay: number;
  /** yyyy-MM-dd, both days included; null until chosen. */
  startDate: string | null;
  endDate: string | null;
  /** 'refused' (the server said 409: no coins) or 'failed', never a message. */
  lastError: string | null;
}

export interface ScheduleBoostRequest {
  startDate: string;
  endDate: string;
}

export type ScheduleBoostEvent =
  | { type: 'balance.set'; coinsLeft: number; costPerDay: number }
  | { type: 'dates.select'; startDate: string; endDate: string }
  | { type: 'schedule.request' }
  | { type: 'retry' }
  | { type: 'failure.dismiss' };

/** Coins the chosen dates cost; 0 until both dates are chosen and in order. */
export function boostCost(context: Pick<ScheduleBoostContext, 'startDate' | 'endDate' | 'costPerDay'>): number {
  if (!context.startDate || !context.endDate || context.endDate < context.startDate) return 0;
  return boostDays(context.startDate, context.endDate) * context.costPerDay;
}

/** The server answers 409 when the coins ran out meanwhile (another tab, another unit). */
const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/**
 * Scheduling a unit's boost: choose the dates, see the cost against the coins left (too few
 * blocks the request), schedule. The call is an actor the client provides.
 */
export const scheduleBoostMachine = setup({
  types: { context: {} as ScheduleBoostContext, events: {} as ScheduleBoostEvent },
  actors: {
    scheduleBoost: fromPromise<unknown, ScheduleBoostRequest>(async () => {
      throw new Error('scheduleBoost is not provided');
    }),
  },
  guards: {
    affordable: ({ context }) => boostCost(context) > 0 && boostCost(context) <= context.coinsLeft,
    refusedByServer: ({ event }) => isConflict((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'scheduleBoost',
  initial: 'choosingDates',
  context: { coinsLeft: 0, costPerDay: 1, startDate: null, endDate: null, lastError: null },
  states: {
    choosingDates: {
      on: {
        'balance.set': { actions: assign({ coinsLeft: ({ event }) => event.coinsLeft, costPerDay: ({ event }) => event.costPerDay }) },
        'dates.select': { actions: assign({ startDate: ({ event }) => event.startDate || null, endDate: ({ event }) => event.endDate || null }) },
        'schedule.request': { guard: 'affordable', target: 'scheduling' },
      },
    },
    scheduling: {
      tags: ['busy'],
      invoke: {
        id: 'scheduleBoost',
        src: 'scheduleBoost',
        input: ({ context }) => ({ startDate: context.startDate ?? '', endDate: context.endDate ?? '' }),
        onDone: { target: 'done', actions: assign({ lastError: null }) },
        onError: [
          { guard: 'refusedByServer', target: 'refused', actions: assign({ lastError: 'refused' }) },
          { target: 'failed', actions: assign({ lastError: 'failed' }) },
        ],
      },
    },
    done: {},
    // Coins ran out meanwhile: the host needs a fresh balance before choosing again.
    refused: {
      on: { 'failure.dismiss': { target: 'choosingDates', actions: assign({ lastError: null }) } },
    },
    failed: {
      on: { retry: 'scheduling', 'failure.dismiss': { target: 'choosingDates', actions: assign({ lastError: null }) } },
    },
  },
});
