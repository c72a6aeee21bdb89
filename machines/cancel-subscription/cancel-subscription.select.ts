import type { SnapshotFrom } from 'xstate';
import type { cancelSubscriptionMachine } from './cancel-subscription.machine';

type Snapshot = SnapshotFrom<typeof cancelSubscriptionMachine>;

export const selectCanRequestCancel = (s: Snapshot) => s.matches('choosingReason') && s.context.reason.trim().length > 0;
