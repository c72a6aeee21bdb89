import type { SnapshotFrom } from 'xstate';
import { boostCost, type scheduleBoostMachine } from './schedule-boost.machine';

type Snapshot = SnapshotFrom<typeof scheduleBoostMachine>;

/** Too few coins for the chosen dates: the request is blocked and the host is told why. */
export const selectInsufficientCoins = (s: Snapshot) => boostCost(s.context) > s.context.coinsLeft;
export const selectCanSchedule = (s: Snapshot) => s.matches('choosingDates') && boostCost(s.context) > 0 && !selectInsufficientCoins(s);
