import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { guestReviewMachine, guestReviewProblems, type GuestReviewContext, type GuestReviewSubmitInput } from '../../machines/guest-review/guest-review.machine';
import { selectFailure, selectOutcome, selectProblems } from '../../machines/guest-review/guest-review.select';
import { REVIEW_TEXT_MAX } from '../../src/shared/schemas/reviews';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['guest-review'];
const ctx = (s: AnyMachineSnapshot) => s.context as GuestReviewContext;

const stateChecks = {
  writing: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(ctx(s).error).toBeNull();
  },
  submitting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // Only a review the server accepts is ever sent.
    expect(guestReviewProblems(ctx(s).rating, ctx(s).comment)).toEqual([]);
  },
  failed: (s) => {
    expect(['invalid', 'failed']).toContain(ctx(s).error);
    expect(ctx(s).rating).not.toBeNull();
  },
  written: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(selectOutcome(s as never)).toBe('written');
  },
  closed: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(selectOutcome(s as never)).toBe('closed');
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('guest-review machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(10);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('guest-review behaviour', () => {
  const start = (submit: (input: GuestReviewSubmitInput) => Promise<unknown>) =>
    createActor(guestReviewMachine.provide({ actors: { submitReview: fromPromise(({ input }) => submit(input)) } })).start();

  it('stars are required (named after Submit); a comment is optional, trimmed, at most the limit', async () => {
    const sent: GuestReviewSubmitInput[] = [];
    const actor = start(async (input) => void sent.push(input));
    actor.send({ type: 'review.submit' });
    expect(sent).toEqual([]);
    expect(selectProblems(actor.getSnapshot())).toEqual({ rating: 'ratingRequired', comment: null });
    actor.send({ type: 'rating.choose', rating: 6 });
    expect(actor.getSnapshot().context.rating).toBeNull();
    actor.send({ type: 'rating.choose', rating: 4 });
    actor.send({ type: 'comment.change', value: 'z'.repeat(REVIEW_TEXT_MAX + 1) });
    expect(selectProblems(actor.getSnapshot())).toEqual({ rating: null, comment: 'commentTooLong' });
    actor.send({ type: 'review.submit' });
    expect(sent).toEqual([]);
    actor.send({ type: 'comment.change', value: '  Lovely stay.  ' });
    actor.send({ type: 'review.submit' });
    await settle();
    expect(sent).toEqual([{ rating: 4, comment: 'Lovely stay.' }]);
    expect(selectOutcome(actor.getSnapshot())).toBe('written');
  });

  it('after a failure, only another star (or a changed comment) edits again: the star chosen and no star are no move', async () => {
    const actor = start(async () => Promise.reject({ status: 0, fields: {} }));
    actor.send({ type: 'rating.choose', rating: 4 });
    actor.send({ type: 'review.submit' });
    await settle();
    expect(selectFailure(actor.getSnapshot())).toEqual({ error: 'failed', fieldReasons: {} });
    expect(actor.getSnapshot().can({ type: 'rating.choose', rating: 4 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'rating.choose', rating: 0 })).toBe(false);
    actor.send({ type: 'rating.choose', rating: 4 });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'rating.choose', rating: 2 });
    expect(actor.getSnapshot().value).toBe('writing');
    expect(actor.getSnapshot().context).toMatchObject({ rating: 2, error: null });
  });

  it('without a comment sends an empty one', async () => {
    const sent: GuestReviewSubmitInput[] = [];
    const actor = start(async (input) => void sent.push(input));
    actor.send({ type: 'rating.choose', rating: 5 });
    actor.send({ type: 'review.submit' });
    await settle();
    expect(sent).toEqual([{ rating: 5, comment: '' }]);
  });

  it('a 409 ends in closed (nothing to retry); another failure keeps the input and Retry sends it again', async () => {
    const conflict = start(async () => Promise.reject({ status: 409, fields: {} }));
    conflict.send({ type: 'rating.choose', rating: 3 });
    conflict.send({ type: 'review.submit' });
    await settle();
    expect(selectOutcome(conflict.getSnapshot())).toBe('closed');

    let calls = 0;
    const flaky = start(async () => {
      calls += 1;
      if (calls === 1) throw { status: 400, fields: { rating: ['must be 1 to 5 stars'] } };
    });
    flaky.send({ type: 'rating.choose', rating: 2 });
    flaky.send({ type: 'review.submit' });
    await settle();
    expect(selectFailure(flaky.getSnapshot())).toEqual({ error: 'invalid', fieldReasons: { rating: 'must be 1 to 5 stars' } });
    expect(flaky.getSnapshot().context.rating).toBe(2);
    flaky.send({ type: 'retry' });
    await settle();
    expect(selectOutcome(flaky.getSnapshot())).toBe('written');
    expect(calls).toBe(2);
  });
});
