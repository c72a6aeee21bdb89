import type { SnapshotFrom } from 'xstate';
import type { ChangePlanEvent, changePlanMachine } from './change-plan.machine';
import { selectCanRequestChange, selectIsSameAsNow } from './change-plan.select';

// The change-plan form's view of the change-plan machine (ARCHITECTURE.md, "Machines in views"):
// from the snapshot, what the form and its confirmation show, and from `send`, what each control
// does, so the form (src/client/features/subscription/change-plan-form.tsx) renders this and
// decides nothing. The rules tested on their own (whether a change can be requested, the plan
// chosen being the one the host is on) stay selectors of change-plan.select.ts.

type Snapshot = SnapshotFrom<typeof changePlanMachine>;

export interface ChangePlanView {
  /** Changed: the form gives way to the outcome, which names `plan`. */
  done: boolean;
  /** The plan and the coupon can be changed (not while confirming, saving or telling a failure). */
  choosing: boolean;
  /** The plan chosen; null until the host picks one. */
  planItemPriceId: string | null;
  coupon: string;
  /** The plan the confirmation and the outcome name: the one chosen, else the one the host is on ('' without input). */
  plan: string;
  /** Why the request waits, told under it while choosing: no plan chosen yet, or the one the host is on. */
  hint: 'choose' | 'sameAsNow' | null;
  /** The request button: shown while choosing, enabled when the machine would go on to the confirmation. */
  request: { shown: boolean; enabled: boolean };
  /** The change failed: told with Retry and Dismiss. */
  failed: boolean;
  /** The confirmation: open while confirming and while saving (busy then, and it cannot be left). */
  confirm: { open: boolean; saving: boolean; hasCoupon: boolean };
  selectPlan: (planItemPriceId: string) => void;
  changeCoupon: (coupon: string) => void;
  /** Change plan (or Enter in the form): sent only when the machine would confirm; the button is disabled otherwise. */
  submit: () => void;
  accept: () => void;
  /** Keep my plan: back to the choice. */
  keep: () => void;
  retry: () => void;
  /** Back to the plans after a failure. */
  dismiss: () => void;
}

export function connectChangePlan(snapshot: Snapshot, send: (event: ChangePlanEvent) => void): ChangePlanView {
  const { planItemPriceId, coupon, current } = snapshot.context;
  const choosing = snapshot.matches('choosingPlan');
  const saving = snapshot.hasTag('busy');
  const canRequest = selectCanRequestChange(snapshot);
  return {
    done: snapshot.matches('done'),
    choosing,
    planItemPriceId,
    coupon,
    plan: planItemPriceId ?? current?.planId ?? '',
    hint: !choosing ? null : planItemPriceId === null ? 'choose' : selectIsSameAsNow(snapshot) ? 'sameAsNow' : null,
    request: { shown: choosing, enabled: canRequest },
    failed: snapshot.matches('failed'),
    confirm: { open: snapshot.matches('confirming') || saving, saving, hasCoupon: coupon.trim() !== '' },
    selectPlan: (id) => send({ type: 'plan.select', planItemPriceId: id }),
    changeCoupon: (value) => send({ type: 'coupon.change', coupon: value }),
    submit: () => {
      if (canRequest) send({ type: 'change.request' });
    },
    accept: () => send({ type: 'confirm.accept' }),
    keep: () => send({ type: 'confirm.dismiss' }),
    retry: () => send({ type: 'retry' }),
    dismiss: () => send({ type: 'failure.dismiss' }),
  };
}
