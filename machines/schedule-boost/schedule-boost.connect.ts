import type { SnapshotFrom } from 'xstate';
import { boostCost, type ScheduleBoostEvent, type scheduleBoostMachine } from './schedule-boost.machine';
import { selectCanSchedule, selectInsufficientCoins } from './schedule-boost.select';

// The boost form's view of the schedule-boost machine (ARCHITECTURE.md, "Machines in views"): from
// the snapshot, what the form shows, and from `send`, what each control does, so the form
// (src/client/features/subscription/schedule-boost-form.tsx) renders this and decides nothing.
// Named `<workflow>.connect.ts` beside the machine, as every per-workflow connect is
// (decision/decision-connect.ts is named after its shared chart). The rules tested on their own
// (too few coins, whether the request can go) stay in schedule-boost.select.ts.

type Snapshot = SnapshotFrom<typeof scheduleBoostMachine>;

export interface ScheduleBoostView {
  /** Scheduled: the form gives way to the outcome (the dates and the coins spent). */
  done: boolean;
  /** The dates can be chosen (not while the call runs nor while a failure is told). */
  choosing: boolean;
  startDate: string | null;
  endDate: string | null;
  /** Coins the chosen dates cost (0 until both are chosen and in order). */
  cost: number;
  /** What the line under the dates says: the end is before the start, the cost, or to choose the dates. */
  costLine: 'endBeforeStart' | 'cost' | 'chooseDates';
  /** Too few coins for the dates chosen: the host is told and the request is blocked. */
  insufficient: boolean;
  /** The request button: shown while choosing or scheduling, busy while scheduling, enabled when the machine would schedule. */
  request: { shown: boolean; busy: boolean; enabled: boolean };
  /** The server refused (409: coins ran out, the unit is boosted then) or the call failed. */
  failure: 'refused' | 'failed' | null;
  selectStart: (startDate: string) => void;
  selectEnd: (endDate: string) => void;
  submit: () => void;
  retry: () => void;
  /** Choose again (after a refusal) or Dismiss (after a failure): back to the dates. */
  dismiss: () => void;
}

export function connectScheduleBoost(snapshot: Snapshot, send: (event: ScheduleBoostEvent) => void): ScheduleBoostView {
  const { startDate, endDate } = snapshot.context;
  const cost = boostCost(snapshot.context);
  const choosing = snapshot.matches('choosingDates');
  const busy = snapshot.hasTag('busy');
  return {
    done: snapshot.matches('done'),
    choosing,
    startDate,
    endDate,
    cost,
    costLine: startDate && endDate && endDate < startDate ? 'endBeforeStart' : cost > 0 ? 'cost' : 'chooseDates',
    insufficient: selectInsufficientCoins(snapshot),
    request: { shown: choosing || busy, busy, enabled: selectCanSchedule(snapshot) || busy },
    failure: snapshot.matches('refused') ? 'refused' : snapshot.matches('failed') ? 'failed' : null,
    selectStart: (start) => send({ type: 'dates.select', startDate: start, endDate: endDate ?? '' }),
    selectEnd: (end) => send({ type: 'dates.select', startDate: startDate ?? '', endDate: end }),
    submit: () => send({ type: 'schedule.request' }),
    retry: () => send({ type: 'retry' }),
    dismiss: () => send({ type: 'failure.dismiss' }),
  };
}
