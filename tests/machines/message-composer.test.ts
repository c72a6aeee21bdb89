import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { messageComposerMachine, type MessageComposerContext, type SendMessageInput } from '../../machines/message-composer/message-composer.machine';
import { selectRemaining, selectTooLong } from '../../machines/message-composer/message-composer.select';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH, messageBodyProblem } from '../../src/shared/domain/messaging/message-rules';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['message-composer'];
const ctx = (s: AnyMachineSnapshot) => s.context as MessageComposerContext;

const stateChecks = {
  editing: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(ctx(s).pending).toBeNull();
    expect(ctx(s).error).toBeNull();
    // The problem always follows the draft, so Send is enabled exactly when the rules allow it.
    expect(ctx(s).problem).toBe(messageBodyProblem(ctx(s).draft));
    expect(s.can({ type: 'message.send', clientMessageId: 'x-12345678' })).toBe(ctx(s).problem === null);
  },
  sending: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // What is sent is the trimmed draft, within the rules.
    expect(ctx(s).pending?.body).toBe(ctx(s).draft.trim());
    expect(messageBodyProblem(ctx(s).pending!.body)).toBeNull();
    expect(s.can({ type: 'draft.change', value: 'other' })).toBe(false);
  },
  failed: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    // Never lost: the text is still there, with the message it belongs to and the error.
    expect(ctx(s).draft.trim()).toBe(ctx(s).pending?.body);
    expect(ctx(s).error).toBeTruthy();
    expect(s.can({ type: 'message.retry' })).toBe(true);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('message-composer machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(30);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('message-composer sending', () => {
  const start = (send: (input: SendMessageInput) => Promise<unknown>) => {
    const calls: SendMessageInput[] = [];
    const actor = createActor(messageComposerMachine.provide({ actors: { sendMessage: fromPromise(async ({ input }) => (calls.push(input), send(input))) } })).start();
    return { actor, calls };
  };

  it('sends the trimmed draft once and clears it only after the server stored it', async () => {
    let store!: () => void;
    const { actor, calls } = start(() => new Promise<void>((r) => (store = r)));
    actor.send({ type: 'draft.change', value: '  Hello there \n' });
    actor.send({ type: 'message.send', clientMessageId: 'msg-0001-aaaa' });
    actor.send({ type: 'message.send', clientMessageId: 'msg-0002-bbbb' }); // a double click
    await settle();
    expect(calls).toEqual([{ clientMessageId: 'msg-0001-aaaa', body: 'Hello there' }]);
    expect(actor.getSnapshot().context.draft).toBe('  Hello there \n');
    store();
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toBe('');
  });

  it('a failed send keeps the text, and Retry resends the same message id', async () => {
    let attempt = 0;
    const { actor, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { status: 0, general: ['errors.network'] };
    });
    actor.send({ type: 'draft.change', value: 'Key under the mat' });
    actor.send({ type: 'message.send', clientMessageId: 'msg-0001-aaaa' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'Key under the mat', error: 'errors.network' });
    actor.send({ type: 'message.retry' });
    await settle();
    expect(calls.map((c) => c.clientMessageId)).toEqual(['msg-0001-aaaa', 'msg-0001-aaaa']);
    expect(actor.getSnapshot().context.draft).toBe('');
  });

  it('refuses a blank draft and one over the limit; the counter shows near the limit', () => {
    const { actor, calls } = start(async () => undefined);
    actor.send({ type: 'draft.change', value: ' \n ' });
    expect(actor.getSnapshot().can({ type: 'message.send', clientMessageId: 'msg-0001-aaaa' })).toBe(false);
    actor.send({ type: 'draft.change', value: 'a'.repeat(MESSAGE_COUNTER_FROM - 1) });
    expect(selectRemaining(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'draft.change', value: 'a'.repeat(MESSAGE_COUNTER_FROM) });
    expect(selectRemaining(actor.getSnapshot())).toBe(MESSAGE_MAX_LENGTH - MESSAGE_COUNTER_FROM);
    actor.send({ type: 'draft.change', value: 'a'.repeat(MESSAGE_MAX_LENGTH) });
    expect(selectTooLong(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'draft.change', value: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(selectTooLong(actor.getSnapshot())).toBe(true);
    expect(selectRemaining(actor.getSnapshot())).toBe(-1);
    actor.send({ type: 'message.send', clientMessageId: 'msg-0001-aaaa' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });
});
