import type { SnapshotFrom } from 'xstate';
import { canRequestChange, changePlanRequest, isSameAsNow, type changePlanMachine } from './change-plan.machine';

type Snapshot = SnapshotFrom<typeof changePlanMachine>;

export const selectCanRequestChange = (s: Snapshot) => s.matches('choosingPlan') && canRequestChange(s.context);
/** The plan chosen is the one the host is on (still running, no cancellation scheduled). */
export const selectIsSameAsNow = (s: Snapshot) => isSameAsNow(s.context);
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectIsSaving = (s: Snapshot) => s.hasTag('busy');
export const selectIsDone = (s: Snapshot) => s.matches('done');
export const selectHasFailed = (s: Snapshot) => s.matches('failed');
export const selectRequest = (s: Snapshot) => changePlanRequest(s.context);
