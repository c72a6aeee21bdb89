import type { DecisionEvent } from './decision-chart';

// The decision dialogs' view of a request's or an inquiry's decision (request-decision and
// inquiry-decision share the chart of decision-chart.ts): from the machine's snapshot, what the
// dialogs show, and from its `send`, what each control does. The view renders this and decides
// nothing itself (src/client/features/bookings/actions/stay-decision-view.tsx).

/** What the two decision machines' snapshots have in common. */
export interface DecisionSnapshot {
  matches(state: 'idle' | 'confirmStep' | 'confirming' | 'rejecting' | 'submitting' | 'conflict' | 'failed' | 'confirmed' | 'rejected'): boolean;
  hasTag(tag: 'busy'): boolean;
  context: { failedCall: 'confirm' | 'reject' | null };
}

export interface DecisionView {
  busy: boolean;
  /** Confirmed or rejected here: the actions give way to the outcome. */
  decided: boolean;
  /** Nothing under way: no dialog open. */
  idle: boolean;
  confirmOpen: boolean;
  rejectOpen: boolean;
  /** The failure the open dialog tells: the server refused (someone answered first) or could not be reached. */
  failure: 'refused' | 'failed' | null;
  /** The reject form takes input (not while sending, nor after a failure). */
  formEnabled: boolean;
  startConfirm: () => void;
  acceptConfirm: () => void;
  startReject: () => void;
  /** Sends the reject form; true when the machine kept it (fields missing), so the view can show where. */
  submitReject: () => boolean;
  /** Close, Cancel or Escape: a failure is dismissed, otherwise the decision cancelled. */
  close: () => void;
  retry: () => void;
}

export function connectDecision(actor: { getSnapshot(): DecisionSnapshot; send(event: DecisionEvent): void }): DecisionView {
  const s = actor.getSnapshot();
  const send = (event: DecisionEvent) => actor.send(event);
  // A failure or refusal is told inside the dialog of the call that failed.
  const failedIn = (call: 'confirm' | 'reject') => (s.matches('failed') || s.matches('conflict')) && s.context.failedCall === call;
  const failure = s.matches('conflict') ? 'refused' : s.matches('failed') ? 'failed' : null;
  return {
    busy: s.hasTag('busy'),
    decided: s.matches('confirmed') || s.matches('rejected'),
    idle: s.matches('idle'),
    confirmOpen: s.matches('confirmStep') || s.matches('confirming') || failedIn('confirm'),
    rejectOpen: s.matches('rejecting') || s.matches('submitting') || failedIn('reject'),
    failure,
    formEnabled: s.matches('rejecting'),
    startConfirm: () => send({ type: 'confirm.start' }),
    acceptConfirm: () => send({ type: 'confirm.accept' }),
    startReject: () => send({ type: 'reject.start' }),
    submitReject: () => {
      send({ type: 'reject.submit' });
      return actor.getSnapshot().matches('rejecting');
    },
    close: () => send({ type: failure ? 'failure.dismiss' : 'decision.cancel' }),
    retry: () => send({ type: 'retry' }),
  };
}
