import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectGuestReview } from '../../machines/guest-review/guest-review.connect';
import { guestReviewMachine, type GuestReviewSubmitInput } from '../../machines/guest-review/guest-review.machine';
import { REVIEW_TEXT_MAX } from '../../src/shared/schemas/reviews';
import { checkedSend } from './support/checked-send';

// connectGuestReview: what the guest's review form shows in each state of the real machine, and
// what each control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const problem = (status: number, fields?: Record<string, string[]>) => Object.assign(new Error(`status ${status}`), { status, fields });

function start(submit: (input: GuestReviewSubmitInput) => Promise<unknown>) {
  return createActor(guestReviewMachine.provide({ actors: { submitReview: fromPromise<unknown, GuestReviewSubmitInput>(({ input }) => submit(input)) } })).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof guestReviewMachine>, sent: string[] = []) {
  return connectGuestReview(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectGuestReview', () => {
  it('asks for the stars once Send is asked for, and counts the comment, too long at once', () => {
    const actor = start(async () => ({}));
    expect(connect(actor)).toMatchObject({
      rating: null,
      comment: '',
      editable: true,
      counter: { used: 0, max: REVIEW_TEXT_MAX, over: false },
      ratingError: null,
      commentError: null,
      generalError: null,
      button: { label: 'submit', busy: false, disabled: false },
      outcome: null,
    });
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(actor.getSnapshot().value).toBe('writing');
    expect(connect(actor).ratingError).toEqual({ kind: 'required' });
    connect(actor, sent).chooseRating(4);
    // The star already chosen sends no change.
    connect(actor, sent).chooseRating(4);
    expect(sent).toEqual(['review.submit', 'rating.choose']);
    expect(connect(actor)).toMatchObject({ rating: 4, ratingError: null });
    connect(actor, sent).changeComment(`  ${'x'.repeat(REVIEW_TEXT_MAX + 1)}  `);
    expect(connect(actor)).toMatchObject({ counter: { used: REVIEW_TEXT_MAX + 1, over: true }, commentError: { kind: 'tooLong', max: REVIEW_TEXT_MAX } });
    connect(actor, sent).changeComment(' Lovely stay ');
    expect(connect(actor)).toMatchObject({ comment: ' Lovely stay ', counter: { used: 11, over: false }, commentError: null });
  });

  it('sends the review: busy and locked meanwhile, then written and over', async () => {
    const inputs: GuestReviewSubmitInput[] = [];
    const actor = start(async (input) => void inputs.push(input));
    connect(actor).chooseRating(5);
    connect(actor).changeComment(' Lovely stay ');
    connect(actor).submit();
    expect(connect(actor)).toMatchObject({ editable: false, button: { label: 'submit', busy: true, disabled: false }, outcome: null });
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(sent).toEqual([]);
    await settle();
    expect(inputs).toEqual([{ rating: 5, comment: 'Lovely stay' }]);
    expect(connect(actor)).toMatchObject({ editable: false, button: { busy: false, disabled: true }, outcome: 'written' });
    connect(actor, sent).submit();
    expect(sent).toEqual([]);
  });

  it('tells a failure for the whole form; the button tries again; a change edits again', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      throw problem(calls === 1 ? 500 : 400);
    });
    connect(actor).chooseRating(3);
    connect(actor).submit();
    await settle();
    expect(connect(actor)).toMatchObject({ editable: true, generalError: 'failed', ratingError: null, commentError: null, button: { label: 'retry', busy: false, disabled: false } });
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(sent).toEqual(['retry']);
    expect(connect(actor)).toMatchObject({ generalError: null, button: { label: 'submit', busy: true } });
    await settle();
    expect(calls).toBe(2);
    expect(connect(actor)).toMatchObject({ generalError: 'invalid', button: { label: 'retry' } });
    connect(actor, sent).changeComment('Fine');
    expect(connect(actor)).toMatchObject({ comment: 'Fine', generalError: null, button: { label: 'submit' } });
    expect(actor.getSnapshot().value).toBe('writing');
  });

  it("names the server's reasons by field (400) instead of a general failure", async () => {
    const actor = start(async () => {
      throw problem(400, { rating: ['out of range'], comment: ['no links'] });
    });
    connect(actor).chooseRating(2);
    connect(actor).submit();
    await settle();
    expect(connect(actor)).toMatchObject({
      ratingError: { kind: 'server', reason: 'out of range' },
      commentError: { kind: 'server', reason: 'no links' },
      generalError: null,
      button: { label: 'retry' },
    });
    // A star chosen in the failure edits again.
    connect(actor).chooseRating(5);
    expect(connect(actor)).toMatchObject({ rating: 5, ratingError: null, commentError: null, button: { label: 'submit' } });
  });

  it('ends closed on a 409: the window closed or the stay was reviewed meanwhile', async () => {
    const actor = start(async () => {
      throw problem(409);
    });
    connect(actor).chooseRating(4);
    connect(actor).submit();
    await settle();
    expect(connect(actor)).toMatchObject({ outcome: 'closed', editable: false, generalError: null, button: { label: 'submit', busy: false, disabled: true } });
  });
});
