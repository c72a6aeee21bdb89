import type { GuestProfileAnswers } from '../../src/shared/domain/guest-profile/questions';
import type { GuestProfileFlowEvent } from './guest-profile-flow.machine';

// Payloads for walking the flow: every outcome of the load (nothing stored yet, every answer
// stored: the prefill; a failure); one option of each question (so Confirm is refused with none and allowed with one),
// both language options (the single choice replaces); every outcome of a save (done, 400 naming
// the field, another failure). Toggles of another question's option change nothing.

const stored: GuestProfileAnswers = { bookingTimes: ['earlyBird'], stayDurations: ['shortStay'], startOfStay: ['weekend'], groupSizes: ['couple'], language: ['hostLanguage'] };

export const guestProfileFlowEvents = {
  'option.toggle': [
    { type: 'option.toggle', option: 'earlyBird' },
    { type: 'option.toggle', option: 'shortStay' },
    { type: 'option.toggle', option: 'weekend' },
    { type: 'option.toggle', option: 'couple' },
    { type: 'option.toggle', option: 'hostLanguage' },
    { type: 'option.toggle', option: 'noPreference' },
  ],
  'step.confirm': [{ type: 'step.confirm' }],
  retry: [{ type: 'retry' }],
  'flow.discard': [{ type: 'flow.discard' }],
  'flow.done': [{ type: 'flow.done' }],
  'flow.close': [{ type: 'flow.close' }],
} satisfies { [K in GuestProfileFlowEvent['type']]: Extract<GuestProfileFlowEvent, { type: K }>[] };

const none: GuestProfileAnswers = { bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: null };

export const guestProfileFlowActorOutcomes = [
  { type: 'xstate.done.actor.loadAnswers', output: { answers: none, completed: false, updatedAt: null } },
  { type: 'xstate.done.actor.loadAnswers', output: { answers: stored, completed: true, updatedAt: '2026-11-27T09:00:00.000Z' } },
  { type: 'xstate.error.actor.loadAnswers', error: { status: 503, fields: {} } },
  { type: 'xstate.done.actor.saveAnswer', output: { answers: stored, completed: true, updatedAt: '2026-11-27T09:00:00.000Z' } },
  { type: 'xstate.error.actor.saveAnswer', error: { status: 400, fields: { language: ['choose exactly one option'] } } },
  { type: 'xstate.error.actor.saveAnswer', error: { status: 503, fields: {} } },
] as const;
