import type { SnapshotFrom } from 'xstate';
import { changePlanRequest, type changePlanMachine } from './change-plan.machine';

type Snapshot = SnapshotFrom<typeof changePlanMachine>;

export const selectCanRequestChange = (s: Snapshot) => s.matches('choosingPlan') && s.context.planItemPriceId !== null;
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectIsSaving = (s: Snapshot) => s.hasTag('busy');
export const selectIsDone = (s: Snapshot) => s.matches('done');
export const selectHasFailed = (s: Snapshot) => s.matches('failed');
export const selectRequest = (s: Snapshot) => changePlanRequest(s.context);
