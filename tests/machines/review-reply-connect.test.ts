import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectReviewReply } from '../../machines/review-reply/review-reply.connect';
import { reviewReplyMachine, type ReviewReplySaveInput } from '../../machines/review-reply/review-reply.machine';
import { REPLY_TEXT_MAX } from '../../src/shared/schemas/reviews';
import { checkedSend } from './support/checked-send';

// connectReviewReply: what the reviews list, each review and the reply editor show in each state
// of the real machine, and what each control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ONE = { publicId: 'RV-1', reply: null };
const TWO = { publicId: 'RV-2', reply: 'Grazie!' };

function start(save: (input: ReviewReplySaveInput) => Promise<unknown>) {
  return createActor(reviewReplyMachine.provide({ actors: { saveReply: fromPromise<unknown, ReviewReplySaveInput>(({ input }) => save(input)) } })).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof reviewReplyMachine>, sent: string[] = []) {
  return connectReviewReply(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectReviewReply', () => {
  it('opens the editor on the review asked for, prefilled with its reply; Cancel closes it', () => {
    const actor = start(async () => undefined);
    expect(connect(actor).item(ONE)).toMatchObject({ editing: false, locked: false });
    connect(actor).item(TWO).open();
    expect(connect(actor).item(TWO).editing).toBe(true);
    expect(connect(actor).item(ONE).editing).toBe(false);
    expect(connect(actor).editor).toMatchObject({ text: 'Grazie!', counter: { used: 7, max: REPLY_TEXT_MAX }, problem: null, failure: null, saving: false });
    const sent: string[] = [];
    connect(actor, sent).editor.close();
    expect(sent).toEqual(['reply.cancel']);
    expect(connect(actor).item(TWO).editing).toBe(false);
  });

  it('names a blank text only after Save, a too long one at once', () => {
    const actor = start(async () => undefined);
    connect(actor).item(ONE).open();
    expect(connect(actor).editor.problem).toBeNull();
    connect(actor).editor.submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(connect(actor).editor.problem).toBe('empty');
    connect(actor).editor.change('x'.repeat(REPLY_TEXT_MAX + 1));
    expect(connect(actor).editor).toMatchObject({ problem: 'tooLong', counter: { used: REPLY_TEXT_MAX + 1 } });
  });

  it('saves the trimmed text, locks the other reviews meanwhile, then says saved and closes the editor', async () => {
    const saved: ReviewReplySaveInput[] = [];
    const actor = start(async (input) => void saved.push(input));
    connect(actor).item(ONE).open();
    connect(actor).editor.change('  Thank you!  ');
    const sent: string[] = [];
    connect(actor, sent).editor.submit();
    expect(sent).toEqual(['reply.save']);
    expect(connect(actor).editor.saving).toBe(true);
    expect(connect(actor).item(TWO).locked).toBe(true);
    expect(connect(actor).item(ONE).editing).toBe(true);
    expect(connect(actor).saved).toBe(false);
    await settle();
    expect(saved).toEqual([{ reviewId: 'RV-1', text: 'Thank you!' }]);
    expect(connect(actor)).toMatchObject({ saved: true, editor: { saving: false } });
    expect(connect(actor).item(ONE)).toMatchObject({ editing: false, locked: false });
    connect(actor).item(TWO).open();
    expect(connect(actor).saved).toBe(false);
  });

  it('tells a failure: Save becomes Retry and Cancel becomes Discard', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw { status: 400, fields: { text: ['must be at most 1000 characters'] } };
      throw { status: 503 };
    });
    connect(actor).item(ONE).open();
    connect(actor).editor.change('Hello');
    connect(actor).editor.submit();
    await settle();
    expect(connect(actor).editor).toMatchObject({ text: 'Hello', failure: { error: 'textRefused', fieldReason: 'must be at most 1000 characters' }, saving: false });
    const sent: string[] = [];
    connect(actor, sent).editor.submit();
    expect(sent).toEqual(['retry']);
    await settle();
    expect(calls).toBe(2);
    expect(connect(actor).editor.failure).toEqual({ error: 'saveFailed', fieldReason: null });
    connect(actor, sent).editor.close();
    expect(sent).toEqual(['retry', 'reply.discard']);
    expect(connect(actor).item(ONE).editing).toBe(false);
  });
});
