import { assign, setup } from 'xstate';
import { ACCEPT_ALL, consentRecord, REJECT_OPTIONAL, type ConsentChoices, type ConsentRecord, type OptionalCategory } from '../../src/shared/domain/cookie-consent';

export interface CookieConsentContext {
  /** The decision in force (stored in the browser); null until one is made. */
  record: ConsentRecord | null;
  /** The toggles while customising. */
  draft: ConsentChoices;
}

export type CookieConsentEvent =
  /** The stored record read at start (null: none, unreadable or of another version). */
  | { type: 'consent.load'; record: ConsentRecord | null }
  /** `at` is the decision's instant (ISO), given by the view so the context stays plain data. */
  | { type: 'consent.acceptAll'; at: string }
  | { type: 'consent.rejectOptional'; at: string }
  | { type: 'consent.customise' }
  | { type: 'category.toggle'; category: OptionalCategory; allowed: boolean }
  | { type: 'consent.save'; at: string }
  | { type: 'customise.cancel' }
  | { type: 'consent.reopen' };

/**
 * The cookie banner (AS §2.10, AS §3 "Cookie settings"): undecided until the stored
 * record is read; without one the banner asks (Accept all, Reject optional, Customise); customising
 * shows the categories with their cookies and toggles (necessary is always on) beside Reject
 * optional and Accept all, so refusing is as easy there as accepting; a decision is
 * stored by the `storeConsent` action the client provides. "Cookie settings" reopens the choices.
 */
export const cookieConsentMachine = setup({
  types: { context: {} as CookieConsentContext, events: {} as CookieConsentEvent },
  actions: {
    /** Writes context.record to the browser (and, for a signed-in host, the interactions). */
    storeConsent: () => undefined,
  },
  guards: {
    hasRecord: ({ event }) => event.type === 'consent.load' && event.record !== null,
    decidedBefore: ({ context }) => context.record !== null,
  },
}).createMachine({
  id: 'cookieConsent',
  initial: 'undecided',
  context: { record: null, draft: REJECT_OPTIONAL },
  states: {
    undecided: {
      on: {
        'consent.load': [
          { guard: 'hasRecord', target: 'decided', actions: assign({ record: ({ event }) => event.record }) },
          { target: 'banner' },
        ],
      },
    },
    banner: {
      on: {
        'consent.acceptAll': { target: 'decided', actions: [assign({ record: ({ event }) => consentRecord(ACCEPT_ALL, new Date(event.at)) }), 'storeConsent'] },
        'consent.rejectOptional': { target: 'decided', actions: [assign({ record: ({ event }) => consentRecord(REJECT_OPTIONAL, new Date(event.at)) }), 'storeConsent'] },
        // Nothing is pre-ticked: optional categories start off until the visitor turns them on.
        'consent.customise': { target: 'customising', actions: assign({ draft: REJECT_OPTIONAL }) },
      },
    },
    customising: {
      on: {
        'category.toggle': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.category]: event.allowed }) }) },
        'consent.save': { target: 'decided', actions: [assign({ record: ({ context, event }) => consentRecord(context.draft, new Date(event.at)) }), 'storeConsent'] },
        'consent.acceptAll': { target: 'decided', actions: [assign({ record: ({ event }) => consentRecord(ACCEPT_ALL, new Date(event.at)) }), 'storeConsent'] },
        'consent.rejectOptional': { target: 'decided', actions: [assign({ record: ({ event }) => consentRecord(REJECT_OPTIONAL, new Date(event.at)) }), 'storeConsent'] },
        // Cancel keeps what was decided before; on a first visit it goes back to the banner.
        'customise.cancel': [{ guard: 'decidedBefore', target: 'decided' }, { target: 'banner' }],
      },
    },
    decided: {
      on: {
        'consent.reopen': { target: 'customising', actions: assign({ draft: ({ context }) => ({ ...context.record!.choices }) }) },
      },
    },
  },
});
