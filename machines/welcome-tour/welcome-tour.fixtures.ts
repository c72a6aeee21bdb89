import type { WelcomeTourEvent } from './welcome-tour.machine';

// Payloads for walking the welcome tour: the rule's inputs that open it (migrated with the
// setting on; forced), that keep it closed (a portal account; the setting off), and seen.
export const welcomeTourEvents = {
  'tour.evaluate': [
    { type: 'tour.evaluate', seen: false, tourEnabled: true, accountSource: 'migrated', force: false },
    { type: 'tour.evaluate', seen: false, tourEnabled: false, accountSource: 'demo', force: true },
    { type: 'tour.evaluate', seen: false, tourEnabled: true, accountSource: 'portal', force: false },
    { type: 'tour.evaluate', seen: true, tourEnabled: true, accountSource: 'import', force: true },
  ],
  'step.next': [{ type: 'step.next' }],
  'step.back': [{ type: 'step.back' }],
  'tour.close': [{ type: 'tour.close' }],
  'tutorials.open': [{ type: 'tutorials.open' }],
} satisfies { [K in WelcomeTourEvent['type']]: Extract<WelcomeTourEvent, { type: K }>[] };

export const welcomeTourActorOutcomes = [
  { type: 'xstate.done.actor.markSeen', output: [{ interactionType: 'tour_welcome', interacted: true, createdAt: '2026-05-04T09:00:00.000Z' }] },
  { type: 'xstate.error.actor.markSeen', error: { status: 503 } },
] as const;
