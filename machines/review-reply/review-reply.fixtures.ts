import { REPLY_TEXT_MAX } from '../../src/shared/schemas/reviews';
import type { ReviewReplyEvent } from './review-reply.machine';

// Payloads for walking the reply editor: a review without a reply and one with, a text the
// server accepts, a blank one and one too long (the save guard both ways); every outcome of the
// save (done, 400 naming the text, another failure).
export const reviewReplyEvents = {
  'reply.open': [
    { type: 'reply.open', reviewId: 'RV-7K2Q9M', reply: null },
    { type: 'reply.open', reviewId: 'RV-7K2Q9M', reply: 'Thank you, Emily!' },
  ],
  'text.change': [
    { type: 'text.change', value: '  Thank you for staying with us.  ' },
    { type: 'text.change', value: '   ' },
    { type: 'text.change', value: 'x'.repeat(REPLY_TEXT_MAX + 1) },
  ],
  'reply.save': [{ type: 'reply.save' }],
  'reply.cancel': [{ type: 'reply.cancel' }],
  retry: [{ type: 'retry' }],
  'reply.discard': [{ type: 'reply.discard' }],
} satisfies { [K in ReviewReplyEvent['type']]: Extract<ReviewReplyEvent, { type: K }>[] };

export const reviewReplyActorOutcomes = [
  { type: 'xstate.done.actor.saveReply', output: { unitId: 'u1', publicId: 'RV-7K2Q9M' } },
  { type: 'xstate.error.actor.saveReply', error: { status: 400, fields: { text: ['must be at most 1000 characters'] } } },
  { type: 'xstate.error.actor.saveReply', error: { status: 503, fields: {} } },
] as const;
