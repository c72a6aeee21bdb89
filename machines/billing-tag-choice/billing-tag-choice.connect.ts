import type { SnapshotFrom } from 'xstate';
import type { BillingTagChoiceEvent, billingTagChoiceMachine } from './billing-tag-choice.machine';
import { selectCanPick, selectCanSave, selectError, selectShownPlan } from './billing-tag-choice.select';

// The pricing tab's view of the billing-tag-choice machine (AS §2.5, AS §7; ARCHITECTURE.md,
// "Machines in views"): from the snapshot, what the plan choice shows, and from `send`, what each
// control does, so the tab (src/client/features/account/pricing-tab.tsx) renders this and decides
// nothing. The plans, their terms and the properties counted are the server's (the tab's query),
// not the machine's. The rules (the plan shown as picked, whether a save can be asked, when a plan
// can be picked, the failure told) stay selectors of billing-tag-choice.select.ts.

type Snapshot = SnapshotFrom<typeof billingTagChoiceMachine>;

export interface BillingTagChoiceView {
  /** The plan cards can be picked: while choosing, and after a save (a new pick starts over). */
  canPick: boolean;
  /** The plan shown as picked: the host's pick, else the current plan. */
  shownPlan: string;
  /** The plan new properties get now (the saved one after a save). */
  currentPlan: string;
  /** "Apply to existing properties": ticked or not, and whether it can be changed (only while choosing). */
  apply: { checked: boolean; enabled: boolean };
  /** Saved: the tab says so (with what the save answered) until another plan is picked. */
  saved: boolean;
  /** The failure told, with Retry and Dismiss: the plan refused (400) or the save failed. */
  failure: 'tagRefused' | 'saveFailed' | null;
  /** Save: shown while choosing, enabled once a plan other than the current one is picked (the hint says so until then). */
  request: { shown: boolean; enabled: boolean };
  /** The confirmation: open while confirming and while saving (busy then); whether existing properties move too. */
  confirm: { open: boolean; saving: boolean; plan: string; movesExisting: boolean };
  /** A plan card: sent only for another plan than the one shown as picked (the checked radio sends no change). */
  selectPlan: (plan: string) => void;
  toggleApply: (apply: boolean) => void;
  /** Save (or Enter in the form): sent only when the machine would confirm; the button is disabled otherwise. */
  submit: () => void;
  accept: () => void;
  /** Keep the current plan: back to the choice. */
  keep: () => void;
  retry: () => void;
  /** Dismiss a failure: back to the choice. */
  dismiss: () => void;
}

export function connectBillingTagChoice(snapshot: Snapshot, send: (event: BillingTagChoiceEvent) => void): BillingTagChoiceView {
  const { current, applyToExisting } = snapshot.context;
  const choosing = snapshot.matches('choosing');
  const saving = snapshot.hasTag('busy');
  const canSave = selectCanSave(snapshot);
  const shownPlan = selectShownPlan(snapshot);
  return {
    canPick: selectCanPick(snapshot),
    shownPlan,
    currentPlan: current,
    apply: { checked: applyToExisting, enabled: choosing },
    saved: snapshot.matches('saved'),
    failure: selectError(snapshot),
    request: { shown: choosing, enabled: canSave },
    confirm: { open: snapshot.matches('confirming') || saving, saving, plan: shownPlan, movesExisting: applyToExisting },
    selectPlan: (plan) => {
      const event = { type: 'plan.select', plan } as const;
      if (snapshot.can(event)) send(event);
    },
    toggleApply: (apply) => send({ type: 'apply.toggle', apply }),
    submit: () => {
      if (canSave) send({ type: 'save.request' });
    },
    accept: () => send({ type: 'confirm.accept' }),
    keep: () => send({ type: 'confirm.dismiss' }),
    retry: () => send({ type: 'retry' }),
    dismiss: () => send({ type: 'failure.dismiss' }),
  };
}
