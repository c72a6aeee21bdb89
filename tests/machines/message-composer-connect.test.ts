import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectMessageComposer } from '../../machines/message-composer/message-composer.connect';
import { messageComposerMachine, type SendMessageInput } from '../../machines/message-composer/message-composer.machine';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH } from '../../src/shared/domain/messaging/message-rules';
import { checkedSend } from './support/checked-send';

// connectMessageComposer: what the chat composer shows in each state of the real machine, and what
// each control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(store: (message: SendMessageInput) => Promise<unknown>) {
  return createActor(messageComposerMachine.provide({ actors: { sendMessage: fromPromise<unknown, SendMessageInput>(({ input }) => store(input)) } })).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof messageComposerMachine>, sent: string[] = [], disabled = false) {
  return connectMessageComposer(actor.getSnapshot(), checkedSend(actor, sent), { disabled });
}

describe('connectMessageComposer', () => {
  it('offers Send only for a draft within the rules; Send or Enter on an empty one sends nothing', () => {
    const actor = start(async () => undefined);
    expect(connect(actor)).toMatchObject({ draft: '', busy: false, readOnly: false, canSend: false, remaining: null, tooLongBy: null, failure: null });
    const sent: string[] = [];
    connect(actor, sent).submit('m-00000001');
    expect(sent).toEqual([]);
    connect(actor).change('Hello');
    expect(connect(actor)).toMatchObject({ draft: 'Hello', canSend: true });
    // A conversation that takes no messages offers neither Send nor Retry, and Enter sends nothing.
    expect(connect(actor, [], true)).toMatchObject({ canSend: false, canRetry: false });
    connect(actor, sent, true).submit('m-00000001');
    expect(sent).toEqual([]);
  });

  it('counts down near the limit and names by how much a draft is over it', () => {
    const actor = start(async () => undefined);
    connect(actor).change('x'.repeat(MESSAGE_COUNTER_FROM));
    expect(connect(actor).remaining).toBe(MESSAGE_MAX_LENGTH - MESSAGE_COUNTER_FROM);
    connect(actor).change('x'.repeat(MESSAGE_MAX_LENGTH + 3));
    expect(connect(actor)).toMatchObject({ remaining: null, tooLongBy: 3, canSend: false });
  });

  it('sends the trimmed draft with the id given, read-only and busy until stored, then empties', async () => {
    const stored: SendMessageInput[] = [];
    const actor = start(async (message) => void stored.push(message));
    connect(actor).change('  Hello  ');
    const sent: string[] = [];
    connect(actor, sent).submit('m-00000001');
    expect(sent).toEqual(['message.send']);
    expect(connect(actor)).toMatchObject({ draft: '  Hello  ', busy: true, readOnly: true, canSend: false });
    await settle();
    expect(stored).toEqual([{ clientMessageId: 'm-00000001', body: 'Hello' }]);
    expect(connect(actor)).toMatchObject({ draft: '', busy: false, readOnly: false, failure: null });
  });

  it('keeps a failed message with its error: Retry sends the same one, Discard drops it', async () => {
    const stored: SendMessageInput[] = [];
    let calls = 0;
    const actor = start(async (message) => {
      calls += 1;
      stored.push(message);
      if (calls < 3) throw { general: ['errors.network'] };
    });
    connect(actor).change('Hello');
    connect(actor).submit('m-00000001');
    await settle();
    expect(connect(actor)).toMatchObject({ draft: 'Hello', busy: false, readOnly: false, failure: { error: 'errors.network' }, canRetry: true });
    connect(actor).retry();
    expect(connect(actor)).toMatchObject({ busy: true, failure: null });
    await settle();
    expect(stored.map((m) => m.clientMessageId)).toEqual(['m-00000001', 'm-00000001']);
    const sent: string[] = [];
    connect(actor, sent).discard();
    expect(sent).toEqual(['draft.discard']);
    expect(connect(actor)).toMatchObject({ draft: '', failure: null });
  });
});
