import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { reviewReasonProblem, staffReviewDecisionMachine, type ReviewRejectInput, type StaffReviewDecisionContext } from '../../machines/staff-review-decision/staff-review-decision.machine';
import { selectDecidedElsewhere, selectDialogOpen, selectFailedItemId, selectReasonError } from '../../machines/staff-review-decision/staff-review-decision.select';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['staff-review-decision'];
const ctx = (s: AnyMachineSnapshot) => s.context as StaffReviewDecisionContext;

const stateChecks = {
  idle: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(ctx(s).itemId).toBeNull();
    expect(ctx(s).reason).toBe('');
  },
  approving: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(ctx(s).itemId).not.toBeNull();
  },
  rejecting: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(ctx(s).itemId).not.toBeNull();
    expect(selectDialogOpen(s as never)).toBe(true);
  },
  submitting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // Only a reason the server accepts is ever sent.
    expect(reviewReasonProblem(ctx(s).reason)).toBeNull();
  },
  conflict: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(selectDialogOpen(s as never)).toBe(false);
    expect(ctx(s).decidedElsewhere).not.toBeNull();
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('staff-review-decision machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(20);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('staff-review-decision behaviour', () => {

  it('sends the trimmed reason once it is long enough; too short is named and nothing is sent', async () => {
    const sent: ReviewRejectInput[] = [];
    const actor = createActor(staffReviewDecisionMachine.provide({ actors: { rejectItem: fromPromise(async ({ input }) => void sent.push(input)) } })).start();
    actor.send({ type: 'reject.start', itemId: 'u1' });
    actor.send({ type: 'reason.change', reason: ' bad ' });
    actor.send({ type: 'reject.submit' });
    expect(sent).toEqual([]);
    expect(selectReasonError(actor.getSnapshot())).toBe('tooShort');
    actor.send({ type: 'reason.change', reason: '  Blurry photos of the bedroom.  ' });
    expect(selectReasonError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'reject.submit' });
    await settle();
    expect(sent).toEqual([{ itemId: 'u1', reason: 'Blurry photos of the bedroom.' }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a refused reason (400) keeps the dialog open with the error; a failed approve marks its item', async () => {
    const actor = createActor(
      staffReviewDecisionMachine.provide({
        actors: {
          rejectItem: fromPromise<unknown, ReviewRejectInput>(async () => Promise.reject({ status: 400 })),
          approveItem: fromPromise<unknown, { itemId: string }>(async () => Promise.reject({ status: 503 })),
        },
      }),
    ).start();
    actor.send({ type: 'reject.start', itemId: 'h1' });
    actor.send({ type: 'reason.change', reason: 'Unreadable identity card scan' });
    actor.send({ type: 'reject.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('rejecting');
    expect(selectReasonError(actor.getSnapshot())).toBe('invalid');
    actor.send({ type: 'reject.cancel' });
    actor.send({ type: 'approve.start', itemId: 'h2' });
    await settle();
    expect(selectFailedItemId(actor.getSnapshot())).toBe('h2');
  });

  it('after a 409 the item someone else decided is not decided again; another item is', async () => {
    const approved: string[] = [];
    const actor = createActor(
      staffReviewDecisionMachine.provide({
        actors: {
          approveItem: fromPromise<unknown, { itemId: string }>(async ({ input }) => (input.itemId === 'u1' ? Promise.reject({ status: 409 }) : void approved.push(input.itemId))),
        },
      }),
    ).start();
    actor.send({ type: 'approve.start', itemId: 'u1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(selectDecidedElsewhere(actor.getSnapshot())).toBe('u1');
    actor.send({ type: 'approve.start', itemId: 'u1' });
    actor.send({ type: 'reject.start', itemId: 'u1' });
    expect(actor.getSnapshot().value).toBe('conflict');
    actor.send({ type: 'approve.start', itemId: 'u2' });
    await settle();
    expect(approved).toEqual(['u2']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectDecidedElsewhere(actor.getSnapshot())).toBeNull();
  });
});
