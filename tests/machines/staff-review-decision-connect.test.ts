import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectStaffReviewDecision } from '../../machines/staff-review-decision/staff-review-decision.connect';
import { staffReviewDecisionMachine, type ReviewRejectInput } from '../../machines/staff-review-decision/staff-review-decision.machine';
import { checkedSend } from './support/checked-send';

// connectStaffReviewDecision: what a staff review list's cards and its reject dialog show in each
// state of the real machine, and what each control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(calls: { approve?: (itemId: string) => Promise<unknown>; reject?: (input: ReviewRejectInput) => Promise<unknown> }) {
  return createActor(
    staffReviewDecisionMachine.provide({
      actors: {
        approveItem: fromPromise<unknown, { itemId: string }>(({ input }) => (calls.approve ?? (async () => undefined))(input.itemId)),
        rejectItem: fromPromise<unknown, ReviewRejectInput>(({ input }) => (calls.reject ?? (async () => undefined))(input)),
      },
    }),
  ).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof staffReviewDecisionMachine>, sent: string[] = []) {
  return connectStaffReviewDecision(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectStaffReviewDecision', () => {
  it('approves an item: it alone is busy, every card is locked meanwhile, then all are free again', async () => {
    const approved: string[] = [];
    const actor = start({ approve: async (id) => void approved.push(id) });
    expect(connect(actor).item('u1')).toMatchObject({ approving: false, locked: false, approveFailed: false });
    expect(connect(actor).dialog.itemId).toBeNull();
    connect(actor).item('u1').approve();
    expect(connect(actor).item('u1')).toMatchObject({ approving: true, locked: true });
    expect(connect(actor).item('u2')).toMatchObject({ approving: false, locked: true });
    // An approval opens no dialog, and the dialog is not the one busy.
    expect(connect(actor).dialog).toMatchObject({ itemId: null, busy: false });
    await settle();
    expect(approved).toEqual(['u1']);
    expect(connect(actor).item('u1')).toMatchObject({ approving: false, locked: false, approveFailed: false });
  });

  it('a failed approval is said on its card only', async () => {
    const actor = start({ approve: async () => Promise.reject({ status: 503 }) });
    connect(actor).item('h2').approve();
    await settle();
    expect(connect(actor).item('h2').approveFailed).toBe(true);
    expect(connect(actor).item('h1').approveFailed).toBe(false);
  });

  it('opens the reject dialog on its item, names a short reason, sends the trimmed one and closes', async () => {
    const sentReasons: ReviewRejectInput[] = [];
    const actor = start({ reject: async (input) => void sentReasons.push(input) });
    connect(actor).item('u1').reject();
    expect(connect(actor).dialog).toMatchObject({ itemId: 'u1', busy: false, reason: '', error: null });
    connect(actor).dialog.changeReason(' bad ');
    connect(actor).dialog.submit();
    expect(connect(actor).dialog).toMatchObject({ itemId: 'u1', reason: ' bad ', error: 'tooShort' });
    connect(actor).dialog.changeReason('  Blurry photos of the bedroom.  ');
    expect(connect(actor).dialog.error).toBeNull();
    connect(actor).dialog.submit();
    expect(connect(actor).dialog).toMatchObject({ itemId: 'u1', busy: true });
    expect(connect(actor).item('u2').locked).toBe(true);
    await settle();
    expect(sentReasons).toEqual([{ itemId: 'u1', reason: 'Blurry photos of the bedroom.' }]);
    expect(connect(actor).dialog).toMatchObject({ itemId: null, busy: false });
  });

  it('keeps the dialog with the refusal told; Cancel closes it', async () => {
    const actor = start({ reject: async () => Promise.reject({ status: 400 }) });
    connect(actor).item('h1').reject();
    connect(actor).dialog.changeReason('Unreadable identity card scan');
    connect(actor).dialog.submit();
    await settle();
    expect(connect(actor).dialog).toMatchObject({ itemId: 'h1', busy: false, error: 'invalid' });
    const sent: string[] = [];
    connect(actor, sent).dialog.cancel();
    expect(sent).toEqual(['reject.cancel']);
    expect(connect(actor).dialog.itemId).toBeNull();
  });

  it('says a conflict with the item decided elsewhere; a decision on another item goes on', async () => {
    const actor = start({ approve: async (id) => (id === 'u1' ? Promise.reject({ status: 409 }) : undefined) });
    connect(actor).item('u1').approve();
    await settle();
    expect(connect(actor)).toMatchObject({ conflict: true, decidedElsewhere: 'u1' });
    expect(connect(actor).item('u2')).toMatchObject({ locked: false, approving: false });
    connect(actor).item('u2').reject();
    expect(connect(actor)).toMatchObject({ conflict: false, decidedElsewhere: null, dialog: { itemId: 'u2' } });
  });
});
