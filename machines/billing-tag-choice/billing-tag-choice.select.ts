import type { SnapshotFrom } from 'xstate';
import type { billingTagChoiceMachine } from './billing-tag-choice.machine';

type Snapshot = SnapshotFrom<typeof billingTagChoiceMachine>;

/** The plan shown as picked: the host's pick, else the current plan. */
export const selectShownPlan = (s: Snapshot) => s.context.selected ?? s.context.current;
export const selectCanSave = (s: Snapshot) => s.can({ type: 'save.request' });
export const selectCanPick = (s: Snapshot) => s.matches('choosing') || s.matches('saved');
export const selectError = (s: Snapshot) => (s.matches('failed') ? s.context.lastError : null);
