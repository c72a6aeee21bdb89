import type { SnapshotFrom } from 'xstate';
import type { CancelSubscriptionEvent, cancelSubscriptionMachine } from './cancel-subscription.machine';
import { selectCanRequestCancel } from './cancel-subscription.select';

// The "Cancel subscription" section's view of the cancel-subscription machine (ARCHITECTURE.md,
// "Machines in views"): from the snapshot, what the section shows, and from `send`, what each
// control does, so the section (src/client/features/subscription/cancel-subscription-section.tsx)
// renders this and decides nothing. Whether the cancellation can be requested (a reason chosen,
// the machine's guard) stays a selector of cancel-subscription.select.ts, tested on its own.

type Snapshot = SnapshotFrom<typeof cancelSubscriptionMachine>;

export interface CancelSubscriptionView {
  /** Scheduled here: the form gives way to the note of when the cancellation takes effect. */
  scheduled: boolean;
  /** The end of the period the cancellation takes effect at, once scheduled (null when unknown). */
  effectiveAt: string | null;
  /** A reason can be chosen (not while confirming, cancelling or telling a failure). */
  choosing: boolean;
  reason: string;
  /** The cancel button: shown while choosing, enabled once a reason is chosen (the hint says so until then). */
  request: { shown: boolean; enabled: boolean; reasonRequired: boolean };
  /** The confirmation: open while confirming and while cancelling (busy then, and Keep is locked). */
  confirm: { open: boolean; busy: boolean };
  /** The cancellation failed: told with Retry and Back. */
  failed: boolean;
  selectReason: (reason: string) => void;
  /** Cancel subscription (or Enter in the form): sent only when the machine would confirm; the button is disabled otherwise. */
  submit: () => void;
  accept: () => void;
  /** Keep my subscription: back to the reasons. */
  keep: () => void;
  retry: () => void;
  /** Back after a failure: to the reasons. */
  dismiss: () => void;
}

export function connectCancelSubscription(snapshot: Snapshot, send: (event: CancelSubscriptionEvent) => void): CancelSubscriptionView {
  const { reason, effectiveAt } = snapshot.context;
  const choosing = snapshot.matches('choosingReason');
  const busy = snapshot.hasTag('busy');
  const canRequest = selectCanRequestCancel(snapshot);
  return {
    scheduled: snapshot.matches('scheduled'),
    effectiveAt,
    choosing,
    reason,
    request: { shown: choosing, enabled: canRequest, reasonRequired: choosing && !canRequest },
    confirm: { open: snapshot.matches('confirming') || busy, busy },
    failed: snapshot.matches('failed'),
    selectReason: (code) => send({ type: 'reason.select', reason: code }),
    submit: () => {
      if (canRequest) send({ type: 'cancel.request' });
    },
    accept: () => send({ type: 'confirm.accept' }),
    keep: () => send({ type: 'confirm.dismiss' }),
    retry: () => send({ type: 'retry' }),
    dismiss: () => send({ type: 'failure.dismiss' }),
  };
}
