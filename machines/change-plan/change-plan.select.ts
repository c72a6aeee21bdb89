import type { SnapshotFrom } from 'xstate';
import { canRequestChange, changePlanRequest, isSameAsNow, type changePlanMachine } from './change-plan.machine';

type Snapshot = SnapshotFrom<typeof changePlanMachine>;

export const selectCanRequestChange = (s: Snapshot) => s.matches('choosingPlan') && canRequestChange(s.context);
/** The plan chosen is the one the host is on (still running, no cancellation scheduled). */
export const selectIsSameAsNow = (s: Snapshot) => isSameAsNow(s.context);
export const selectRequest = (s: Snapshot) => changePlanRequest(s.context);
