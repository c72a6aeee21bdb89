import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { replyTextProblem, reviewReplyMachine, type ReviewReplyContext, type ReviewReplySaveInput } from '../../machines/review-reply/review-reply.machine';
import { selectCounter, selectEditingReviewId, selectFailure, selectTextProblem } from '../../machines/review-reply/review-reply.select';
import { REPLY_TEXT_MAX } from '../../src/shared/schemas/reviews';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['review-reply'];
const ctx = (s: AnyMachineSnapshot) => s.context as ReviewReplyContext;

const stateChecks = {
  closed: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(ctx(s).reviewId).toBeNull();
    expect(selectEditingReviewId(s as never)).toBeNull();
  },
  editing: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(ctx(s).reviewId).not.toBeNull();
    expect(ctx(s).problem).toBe(replyTextProblem(ctx(s).text));
  },
  saving: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // Only a text the server accepts is ever sent.
    expect(replyTextProblem(ctx(s).text)).toBeNull();
  },
  saved: (s) => {
    expect(ctx(s).reviewId).toBeNull();
    expect(ctx(s).error).toBeNull();
  },
  failed: (s) => {
    expect(['textRefused', 'saveFailed']).toContain(ctx(s).error);
    expect(ctx(s).text.trim()).not.toBe('');
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('review-reply machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(20);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('review-reply behaviour', () => {
  const start = (save: (input: ReviewReplySaveInput) => Promise<unknown>) =>
    createActor(reviewReplyMachine.provide({ actors: { saveReply: fromPromise(({ input }) => save(input)) } })).start();

  it('the text rule is the contract: blank and over the limit are refused, the limit itself is fine', () => {
    expect(replyTextProblem('  ')).toBe('empty');
    expect(replyTextProblem(` ${'a'.repeat(REPLY_TEXT_MAX)} `)).toBeNull();
    expect(replyTextProblem('a'.repeat(REPLY_TEXT_MAX + 1))).toBe('tooLong');
  });

  it('sends the trimmed text once it is valid; blank is named only after Save, too long at once', async () => {
    const sent: ReviewReplySaveInput[] = [];
    const actor = start(async (input) => void sent.push(input));
    actor.send({ type: 'reply.open', reviewId: 'RV-1', reply: null });
    expect(selectTextProblem(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'reply.save' });
    expect(sent).toEqual([]);
    expect(selectTextProblem(actor.getSnapshot())).toBe('empty');
    actor.send({ type: 'text.change', value: 'y'.repeat(REPLY_TEXT_MAX + 3) });
    expect(selectTextProblem(actor.getSnapshot())).toBe('tooLong');
    expect(selectCounter(actor.getSnapshot())).toEqual({ used: REPLY_TEXT_MAX + 3, max: REPLY_TEXT_MAX });
    actor.send({ type: 'text.change', value: '  Thanks, see you next winter!  ' });
    actor.send({ type: 'reply.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(sent).toEqual([{ reviewId: 'RV-1', text: 'Thanks, see you next winter!' }]);
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('opens prefilled with the existing reply', () => {
    const actor = start(async () => undefined);
    actor.send({ type: 'reply.open', reviewId: 'RV-2', reply: 'Grazie!' });
    expect(actor.getSnapshot().context).toMatchObject({ reviewId: 'RV-2', text: 'Grazie!', original: 'Grazie!', problem: null });
  });

  it('a 400 keeps the text with the server reason for the field; Retry sends it again; Discard closes', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw { status: 400, fields: { text: ['must be at most 1000 characters'] } };
      if (calls === 2) throw { status: 503, fields: {} };
    });
    actor.send({ type: 'reply.open', reviewId: 'RV-3', reply: null });
    actor.send({ type: 'text.change', value: 'Hello' });
    actor.send({ type: 'reply.save' });
    await settle();
    expect(selectFailure(actor.getSnapshot())).toEqual({ error: 'textRefused', fieldReason: 'must be at most 1000 characters' });
    expect(actor.getSnapshot().context.text).toBe('Hello');
    actor.send({ type: 'retry' });
    await settle();
    expect(selectFailure(actor.getSnapshot())).toEqual({ error: 'saveFailed', fieldReason: null });
    actor.send({ type: 'reply.discard' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.text).toBe('');
    expect(calls).toBe(2);
  });
});
