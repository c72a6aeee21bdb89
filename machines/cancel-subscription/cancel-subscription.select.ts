import type { SnapshotFrom } from 'xstate';
import type { cancelSubscriptionMachine } from './cancel-subscription.machine';

type Snapshot = SnapshotFrom<typeof cancelSubscriptionMachine>;

export const selectCanRequestCancel = (s: Snapshot) => s.matches('choosingReason') && s.context.reason.trim().length > 0;
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectIsCancelling = (s: Snapshot) => s.hasTag('busy');
export const selectIsScheduled = (s: Snapshot) => s.matches('scheduled');
export const selectHasFailed = (s: Snapshot) => s.matches('failed');
