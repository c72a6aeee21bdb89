import type { SnapshotFrom } from 'xstate';
import type { StaffReviewDecisionEvent, staffReviewDecisionMachine } from './staff-review-decision.machine';
import { selectDecidedElsewhere, selectDialogOpen, selectFailedItemId, selectReasonError } from './staff-review-decision.select';

// A staff review list's view of the staff-review-decision machine (ARCHITECTURE.md, "Machines in
// views"): from the snapshot, what each item's card and the reject dialog show, and from `send`,
// what each control does, so the list (src/client/features/staff/review-queue.tsx, through
// use-review-decision.ts) and the dialog render this and decide nothing. Named
// `<workflow>.connect.ts` beside the machine, as every per-workflow connect is
// (decision/decision-connect.ts is named after its shared chart). The rules tested on their own
// (the reason's error, the failed approval, the item decided elsewhere) stay in the select file.

type Snapshot = SnapshotFrom<typeof staffReviewDecisionMachine>;

export interface StaffReviewItemView {
  /** This item's approval is under way (its Approve button is busy). */
  approving: boolean;
  /** A decision is under way on some item: no other is started meanwhile. */
  locked: boolean;
  /** This item's approval failed: its card says so. */
  approveFailed: boolean;
  approve: () => void;
  /** Opens the reject dialog on this item. */
  reject: () => void;
}

export interface StaffRejectDialogView {
  /** The reject dialog is open, on this item (null: closed). */
  itemId: string | null;
  /** The rejection is being sent. */
  busy: boolean;
  reason: string;
  /** Under the reason: its own problem once Reject was pressed, or the last call's failure. */
  error: 'tooShort' | 'tooLong' | 'invalid' | 'failed' | null;
  changeReason: (reason: string) => void;
  cancel: () => void;
  submit: () => void;
}

export interface StaffReviewDecisionView {
  /** Someone else decided an item first (409): the list says so and takes it off. */
  conflict: boolean;
  /** In conflict, that item. */
  decidedElsewhere: string | null;
  item: (itemId: string) => StaffReviewItemView;
  dialog: StaffRejectDialogView;
}

export function connectStaffReviewDecision(snapshot: Snapshot, send: (event: StaffReviewDecisionEvent) => void): StaffReviewDecisionView {
  const busy = snapshot.hasTag('busy');
  const { itemId } = snapshot.context;
  const failedItemId = selectFailedItemId(snapshot);
  return {
    conflict: snapshot.matches('conflict'),
    decidedElsewhere: selectDecidedElsewhere(snapshot),
    item: (id) => ({
      approving: snapshot.matches('approving') && itemId === id,
      locked: busy,
      approveFailed: failedItemId === id,
      approve: () => send({ type: 'approve.start', itemId: id }),
      reject: () => send({ type: 'reject.start', itemId: id }),
    }),
    dialog: {
      itemId: selectDialogOpen(snapshot) ? itemId : null,
      busy: snapshot.matches('submitting'),
      reason: snapshot.context.reason,
      error: selectReasonError(snapshot),
      changeReason: (reason) => send({ type: 'reason.change', reason }),
      cancel: () => send({ type: 'reject.cancel' }),
      submit: () => send({ type: 'reject.submit' }),
    },
  };
}
