import { MESSAGE_MAX_LENGTH } from '../../src/shared/domain/messaging/message-rules';
import type { MessageComposerEvent } from './message-composer.machine';

// Payloads for walking the message-composer machine: a sendable draft, a blank one (empty) and one
// over the limit (tooLong); one message id (a retry must reuse it); every outcome of the call.
export const TOO_LONG_DRAFT = 'x'.repeat(MESSAGE_MAX_LENGTH + 1);

export const messageComposerEvents = {
  'draft.change': [
    { type: 'draft.change', value: 'See you at 4 pm!' },
    { type: 'draft.change', value: '   ' },
    { type: 'draft.change', value: TOO_LONG_DRAFT },
  ],
  'message.send': [{ type: 'message.send', clientMessageId: 'msg-0001-aaaa' }],
  'message.retry': [{ type: 'message.retry' }],
  'draft.discard': [{ type: 'draft.discard' }],
} satisfies { [K in MessageComposerEvent['type']]: Extract<MessageComposerEvent, { type: K }>[] };

export const messageComposerActorOutcomes = [
  { type: 'xstate.done.actor.sendMessage', output: { id: 'stored' } },
  { type: 'xstate.error.actor.sendMessage', error: { status: 500, general: ['errors.status.5xx'] } },
] as const;
