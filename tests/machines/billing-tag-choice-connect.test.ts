import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectBillingTagChoice } from '../../machines/billing-tag-choice/billing-tag-choice.connect';
import { billingTagChoiceMachine, type BillingTagSaveRequest } from '../../machines/billing-tag-choice/billing-tag-choice.machine';
import { checkedSend } from './support/checked-send';

// connectBillingTagChoice: what the pricing tab's plan choice shows in each state of the real
// machine, and what each control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const refused = Object.assign(new Error('bad tag'), { status: 400 });

function start(save: (request: BillingTagSaveRequest) => Promise<unknown>) {
  return createActor(billingTagChoiceMachine.provide({ actors: { saveBillingTag: fromPromise<unknown, BillingTagSaveRequest>(({ input }) => save(input)) } }), {
    input: { current: 'host_only' },
  }).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof billingTagChoiceMachine>, sent: string[] = []) {
  return connectBillingTagChoice(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectBillingTagChoice', () => {
  it('shows the current plan picked, waits for another one, and sends no pick of the plan shown', () => {
    const actor = start(async () => ({}));
    expect(connect(actor)).toMatchObject({
      canPick: true,
      shownPlan: 'host_only',
      currentPlan: 'host_only',
      apply: { checked: false, enabled: true },
      saved: false,
      failure: null,
      request: { shown: true, enabled: false },
      confirm: { open: false, saving: false, plan: 'host_only', movesExisting: false },
    });
    const sent: string[] = [];
    connect(actor, sent).selectPlan('host_only');
    connect(actor, sent).submit();
    expect(sent).toEqual([]);
    connect(actor, sent).selectPlan('host_only_14_5');
    connect(actor, sent).toggleApply(true);
    expect(sent).toEqual(['plan.select', 'apply.toggle']);
    expect(connect(actor)).toMatchObject({ shownPlan: 'host_only_14_5', currentPlan: 'host_only', apply: { checked: true, enabled: true }, request: { shown: true, enabled: true } });
    connect(actor, sent).selectPlan('host_only_14_5');
    expect(sent).toHaveLength(2);
    // The current plan picked again leaves none picked: Save waits again.
    connect(actor).selectPlan('host_only');
    expect(connect(actor)).toMatchObject({ shownPlan: 'host_only', request: { enabled: false } });
  });

  it('confirms: Keep goes back; accepting saves (busy, locked) and says so until another plan is picked', async () => {
    const requests: BillingTagSaveRequest[] = [];
    const actor = start(async (request) => {
      requests.push(request);
      return { effectivePlan: request.tag };
    });
    connect(actor).selectPlan('host_only_14_5');
    connect(actor).toggleApply(true);
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(connect(actor)).toMatchObject({ canPick: false, apply: { enabled: false }, request: { shown: false }, confirm: { open: true, saving: false, plan: 'host_only_14_5', movesExisting: true } });
    connect(actor, sent).keep();
    expect(connect(actor)).toMatchObject({ canPick: true, shownPlan: 'host_only_14_5', confirm: { open: false } });
    connect(actor, sent).submit();
    connect(actor, sent).accept();
    expect(sent).toEqual(['save.request', 'confirm.dismiss', 'save.request', 'confirm.accept']);
    expect(connect(actor)).toMatchObject({ canPick: false, request: { shown: false }, confirm: { open: true, saving: true } });
    await settle();
    expect(requests).toEqual([{ tag: 'host_only_14_5', applyToExistingProperties: true }]);
    expect(connect(actor)).toMatchObject({
      canPick: true,
      saved: true,
      shownPlan: 'host_only_14_5',
      currentPlan: 'host_only_14_5',
      apply: { checked: false, enabled: false },
      request: { shown: false },
      confirm: { open: false, saving: false },
      failure: null,
    });
    connect(actor, sent).selectPlan('host_only');
    expect(connect(actor)).toMatchObject({ saved: false, shownPlan: 'host_only', currentPlan: 'host_only_14_5', request: { shown: true, enabled: true } });
  });

  it('tells a refused plan apart from a failed save: Try again saves again, Dismiss goes back to the choice', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      throw calls === 1 ? refused : new Error('offline');
    });
    connect(actor).selectPlan('host_only_14_5');
    connect(actor).submit();
    connect(actor).accept();
    await settle();
    expect(connect(actor)).toMatchObject({ canPick: false, failure: 'tagRefused', apply: { enabled: false }, request: { shown: false }, confirm: { open: false } });
    const sent: string[] = [];
    connect(actor, sent).retry();
    expect(connect(actor)).toMatchObject({ failure: null, confirm: { open: true, saving: true } });
    await settle();
    expect(connect(actor).failure).toBe('saveFailed');
    connect(actor, sent).dismiss();
    expect(sent).toEqual(['retry', 'failure.dismiss']);
    expect(connect(actor)).toMatchObject({ canPick: true, failure: null, shownPlan: 'host_only_14_5', request: { shown: true, enabled: true } });
  });
});
