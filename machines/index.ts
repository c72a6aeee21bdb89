import type { AnyStateMachine, EventObject } from 'xstate';
import { sessionMachine } from './session/session.machine';
import { sessionActorOutcomes, sessionEvents } from './session/session.fixtures';
import { appStartMachine } from './app-start/app-start.machine';
import { appStartActorOutcomes, appStartEvents } from './app-start/app-start.fixtures';
import { listingWizardMachine } from './listing-wizard/listing-wizard.machine';
import { listingWizardActorOutcomes, listingWizardEvents } from './listing-wizard/listing-wizard.fixtures';
import { cancelSubscriptionMachine } from './cancel-subscription/cancel-subscription.machine';
import { cancelSubscriptionActorOutcomes, cancelSubscriptionEvents } from './cancel-subscription/cancel-subscription.fixtures';
import { changePlanMachine } from './change-plan/change-plan.machine';
import { changePlanActorOutcomes, changePlanEvents } from './change-plan/change-plan.fixtures';
import { scheduleBoostMachine } from './schedule-boost/schedule-boost.machine';
import { scheduleBoostActorOutcomes, scheduleBoostEvents } from './schedule-boost/schedule-boost.fixtures';
import { calendarSelectionMachine } from './calendar-selection/calendar-selection.machine';
import { calendarSelectionActorOutcomes, calendarSelectionEvents } from './calendar-selection/calendar-selection.fixtures';
import { requestDecisionMachine } from './request-decision/request-decision.machine';
import { requestDecisionActorOutcomes, requestDecisionEvents } from './request-decision/request-decision.fixtures';
import { inquiryDecisionMachine } from './inquiry-decision/inquiry-decision.machine';
import { inquiryDecisionActorOutcomes, inquiryDecisionEvents } from './inquiry-decision/inquiry-decision.fixtures';
import { bookingCancelMachine } from './booking-cancel/booking-cancel.machine';
import { bookingCancelActorOutcomes, bookingCancelEvents } from './booking-cancel/booking-cancel.fixtures';
import { bookingTypeSwitchMachine } from './booking-type-switch/booking-type-switch.machine';
import { bookingTypeSwitchActorOutcomes, bookingTypeSwitchEvents } from './booking-type-switch/booking-type-switch.fixtures';
import { messageComposerMachine } from './message-composer/message-composer.machine';
import { messageComposerActorOutcomes, messageComposerEvents } from './message-composer/message-composer.fixtures';
import { chatConnectionMachine } from './chat-connection/chat-connection.machine';
import { chatConnectionActorOutcomes, chatConnectionEvents } from './chat-connection/chat-connection.fixtures';
import { verificationFlowMachine } from './verification-flow/verification-flow.machine';
import { verificationFlowActorOutcomes, verificationFlowEvents } from './verification-flow/verification-flow.fixtures';
import { billingTagChoiceMachine } from './billing-tag-choice/billing-tag-choice.machine';
import { billingTagChoiceActorOutcomes, billingTagChoiceEvents } from './billing-tag-choice/billing-tag-choice.fixtures';
import { staffReviewDecisionMachine } from './staff-review-decision/staff-review-decision.machine';
import { staffReviewDecisionActorOutcomes, staffReviewDecisionEvents } from './staff-review-decision/staff-review-decision.fixtures';
import { reviewReplyMachine } from './review-reply/review-reply.machine';
import { reviewReplyActorOutcomes, reviewReplyEvents } from './review-reply/review-reply.fixtures';
import { guestReviewMachine } from './guest-review/guest-review.machine';
import { guestReviewActorOutcomes, guestReviewEvents } from './guest-review/guest-review.fixtures';
import { guestProfileFlowMachine } from './guest-profile-flow/guest-profile-flow.machine';
import { guestProfileFlowActorOutcomes, guestProfileFlowEvents } from './guest-profile-flow/guest-profile-flow.fixtures';
import { welcomeTourMachine } from './welcome-tour/welcome-tour.machine';
import { welcomeTourActorOutcomes, welcomeTourEvents } from './welcome-tour/welcome-tour.fixtures';
import { cookieConsentMachine } from './cookie-consent/cookie-consent.machine';
import { cookieConsentActorOutcomes, cookieConsentEvents } from './cookie-consent/cookie-consent.fixtures';
import { unitCopyMachine } from './unit-copy/unit-copy.machine';
import { unitCopyActorOutcomes, unitCopyEvents } from './unit-copy/unit-copy.fixtures';

import { sessionStory } from './session/session.steps';
import { appStartStory } from './app-start/app-start.steps';
import { listingWizardStory } from './listing-wizard/listing-wizard.steps';
import { cancelSubscriptionStory } from './cancel-subscription/cancel-subscription.steps';
import { changePlanStory } from './change-plan/change-plan.steps';
import { scheduleBoostStory } from './schedule-boost/schedule-boost.steps';
import { calendarSelectionStory } from './calendar-selection/calendar-selection.steps';
import { requestDecisionStory } from './request-decision/request-decision.steps';
import { inquiryDecisionStory } from './inquiry-decision/inquiry-decision.steps';
import { bookingCancelStory } from './booking-cancel/booking-cancel.steps';
import { bookingTypeSwitchStory } from './booking-type-switch/booking-type-switch.steps';
import { messageComposerStory } from './message-composer/message-composer.steps';
import { chatConnectionStory } from './chat-connection/chat-connection.steps';
import { verificationFlowStory } from './verification-flow/verification-flow.steps';
import { billingTagChoiceStory } from './billing-tag-choice/billing-tag-choice.steps';
import { staffReviewDecisionStory } from './staff-review-decision/staff-review-decision.steps';
import { reviewReplyStory } from './review-reply/review-reply.steps';
import { guestReviewStory } from './guest-review/guest-review.steps';
import { guestProfileFlowStory } from './guest-profile-flow/guest-profile-flow.steps';
import { welcomeTourStory } from './welcome-tour/welcome-tour.steps';
import { cookieConsentStory } from './cookie-consent/cookie-consent.steps';
import { unitCopyStory } from './unit-copy/unit-copy.steps';
import type { MachineStory } from './story';

export interface MachineEntry {
  machine: AnyStateMachine;
  title: string;
  description: string;
  /** Payloads for every event type (several where guards decide), keyed by type. */
  fixtures: Record<string, readonly EventObject[]>;
  /** Done/error events of the invoked actors, so walks cover their outcomes. */
  actorOutcomes: readonly EventObject[];
  /** The screens (routes) that run the machine. */
  screens: readonly string[];
  /** The machine told as plain steps (Gherkin export, machine page). */
  story: MachineStory;
}

// Every workflow machine of the product: diagrams, path export, the in-app machine page and
// the coverage tests all read this list. Adding a machine is one entry here.
export const machines = {
  session: {
    machine: sessionMachine,
    title: 'Session and token refresh',
    description: 'Checks the token every 60 s, refreshes under 5 s left (120 s when asked), refreshes once on a 401, signs out when a refresh fails.',
    fixtures: sessionEvents,
    actorOutcomes: sessionActorOutcomes,
    screens: ['every host page'],
    story: sessionStory,
  },
  'app-start': {
    machine: appStartMachine,
    title: 'App start',
    description: "Loads settings, translations and the user; shows 'Unexpected error' with Retry on failure (coming back online retries too), then the app; a reload starts over from anywhere.",
    fixtures: appStartEvents,
    actorOutcomes: appStartActorOutcomes,
    screens: ['every page, before anything else shows'],
    story: appStartStory,
  },
  'listing-wizard': {
    machine: listingWizardMachine,
    title: 'Listing wizard',
    description:
      'Loads the unit (eligibility check while onboarding), opens the first step not completed, saves each step and moves on (Save and continue only when valid and changed), passes an unchanged step (Continue), goes back or to a completed, current or visitable-ahead step, publishes and shows the completed page.',
    fixtures: listingWizardEvents,
    actorOutcomes: listingWizardActorOutcomes,
    screens: ['/listing/{unitId}/{step}'],
    story: listingWizardStory,
  },
  'cancel-subscription': {
    machine: cancelSubscriptionMachine,
    title: 'Cancel subscription',
    description: 'A reason is required, then a confirmation; cancelling schedules the cancellation for the end of the period; a failure offers Retry.',
    fixtures: cancelSubscriptionEvents,
    actorOutcomes: cancelSubscriptionActorOutcomes,
    screens: ['/account/subscription'],
    story: cancelSubscriptionStory,
  },
  'change-plan': {
    machine: changePlanMachine,
    title: 'Change plan',
    description: 'Choose a plan and optionally a coupon (left out when blank), confirm, save; a failure offers Retry.',
    fixtures: changePlanEvents,
    actorOutcomes: changePlanActorOutcomes,
    screens: ['/account/subscription'],
    story: changePlanStory,
  },
  'schedule-boost': {
    machine: scheduleBoostMachine,
    title: 'Schedule boost',
    description: 'Choose the dates; the cost is weighed against the coins left and too few blocks the request; scheduling ends done, refused (409: coins ran out) or failed with Retry.',
    fixtures: scheduleBoostEvents,
    actorOutcomes: scheduleBoostActorOutcomes,
    screens: ['/account/subscription (boosts)'],
    story: scheduleBoostStory,
  },
  'calendar-selection': {
    machine: calendarSelectionMachine,
    title: 'Calendar selection',
    description:
      'Marks a day or a range (a third click starts again) with a Cancel/Edit footer; Edit opens the sidebar the events in the range call for; the sidebar stack opens, replaces, closes and closes all; clearing the range (or closing the bottom sheet) brings back upcoming bookings unless the setting is off.',
    fixtures: calendarSelectionEvents,
    actorOutcomes: calendarSelectionActorOutcomes,
    screens: ['/calendar'],
    story: calendarSelectionStory,
  },
  'request-decision': {
    machine: requestDecisionMachine,
    title: 'Booking request: confirm or reject',
    description:
      'Confirm asks once more, then confirms (409: the nights were taken meanwhile); Reject needs a reason, takes a sub-reason of that reason, and an explanation (required for OTHER, sent only with OTHER or a sub-reason, HC §5); a failure offers Retry.',
    fixtures: requestDecisionEvents,
    actorOutcomes: requestDecisionActorOutcomes,
    screens: ['/booking-request-details/{id}', 'the calendar sidebar'],
    story: requestDecisionStory,
  },
  'inquiry-decision': {
    machine: inquiryDecisionMachine,
    title: 'Inquiry: confirm or reject',
    description:
      'Confirm asks once more, then confirms (409: the nights were taken meanwhile); Reject needs a reason, an explanation only and always with OTHER (HC §5), and takes an optional message to the guest; a failure offers Retry.',
    fixtures: inquiryDecisionEvents,
    actorOutcomes: inquiryDecisionActorOutcomes,
    screens: ['/inquiries/{id}', 'the calendar sidebar'],
    story: inquiryDecisionStory,
  },
  'booking-cancel': {
    machine: bookingCancelMachine,
    title: 'Cancel a booking or a confirmed inquiry',
    description:
      'A reason, an optional sub-reason of it and an optional explanation (required for OTHER); one more confirmation; cancelled, refused (409: no longer cancellable) or failed with Retry. A confirmed inquiry holds its nights like a booking and is cancelled the same way.',
    fixtures: bookingCancelEvents,
    actorOutcomes: bookingCancelActorOutcomes,
    screens: ['/booking-details/{id}', '/inquiries/{id}', 'the calendar sidebar'],
    story: bookingCancelStory,
  },
  'booking-type-switch': {
    machine: bookingTypeSwitchMachine,
    title: 'Switch pending bookings to instant booking',
    description:
      'The banner of the task bulk_switch_to_instant_booking opens a modal (instant preselected, only allowed types); applying switches every unit and marks the task done (snackbar: switched to instant bookings or to requests); "keep as request" marks it done; dismissing hides it; a failed switch or keep shows the error snackbar and, in the dialog, Try again; a failed Hide shows the error snackbar and the banner again, with Hide.',
    fixtures: bookingTypeSwitchEvents,
    actorOutcomes: bookingTypeSwitchActorOutcomes,
    screens: ['/bookings/requests'],
    story: bookingTypeSwitchStory,
  },
  'message-composer': {
    machine: messageComposerMachine,
    title: 'Write and send a chat message',
    description:
      'Send only a draft that is not blank and within 2,000 characters (the counter shows near the limit); the text stays until the server has stored the message; a failed send keeps it and offers Retry with the same message id (stored once), or Discard.',
    fixtures: messageComposerEvents,
    actorOutcomes: messageComposerActorOutcomes,
    screens: ['/messages/{channelStatus}/{channelId}', '/guest/chat'],
    story: messageComposerStory,
  },
  'chat-connection': {
    machine: chatConnectionMachine,
    title: 'Live chat connection',
    description:
      'A host asks for a messaging token, then opens the live stream with it (a guest opens it with the guest cookie); when the stream or the token call fails it waits 1 s, doubling to 30 s, and connects again with a new token; offline it waits for the network; a token answer without token, user id or user name fails the chat (reported) until Retry.',
    fixtures: chatConnectionEvents,
    actorOutcomes: chatConnectionActorOutcomes,
    screens: ['every host page (navigation badge, inbox)', '/guest/chat'],
    story: chatConnectionStory,
  },
  'verification-flow': {
    machine: verificationFlowMachine,
    title: 'Identity and payout verification',
    description:
      'Entering the flow marks verification as started (kyc/set-start-at), then loads the steps the host sees and those complete; opens the step the address names (if the host sees it) or the first; Save and continue saves a valid change and goes on, a completed step may be passed unchanged; a refused save stays on the step with its fields named; Back, or a completed step from the address; after the last step the success page.',
    fixtures: verificationFlowEvents,
    actorOutcomes: verificationFlowActorOutcomes,
    screens: ['/verification/{step}', '/verification/success'],
    story: verificationFlowStory,
  },
  'billing-tag-choice': {
    machine: billingTagChoiceMachine,
    title: 'Billing tag (pricing model)',
    description: 'Pick a plan other than the current one and whether existing properties move to it too, confirm, save; a refused tag and other failures are told apart and offer Retry; once saved another plan can be picked.',
    fixtures: billingTagChoiceEvents,
    actorOutcomes: billingTagChoiceActorOutcomes,
    screens: ['/account/pricing'],
    story: billingTagChoiceStory,
  },
  'staff-review-decision': {
    machine: staffReviewDecisionMachine,
    title: 'Staff review decision',
    description:
      'Staff approve a submitted verification or a listing under review at once, or reject it in a dialog that sends only a reason of 5 to 500 characters; a 409 (someone decided first) reloads the list; a refused reason or another failure keeps the dialog open to send again.',
    fixtures: staffReviewDecisionEvents,
    actorOutcomes: staffReviewDecisionActorOutcomes,
    screens: ['/staff'],
    story: staffReviewDecisionStory,
  },
  'review-reply': {
    machine: reviewReplyMachine,
    title: 'Reply to a guest review',
    description:
      'Reply opens an editor on a review (prefilled with the reply it has, which a new one replaces); Save sends only a trimmed text of 1 to 1,000 characters (blank is named after Save, too long at once, with a counter); saved closes the editor; a refused text (400, the field named) and other failures keep the text and offer Retry or Discard; Cancel closes it.',
    fixtures: reviewReplyEvents,
    actorOutcomes: reviewReplyActorOutcomes,
    screens: ['/insights/reviews/{unitId}'],
    story: reviewReplyStory,
  },
  'guest-review': {
    machine: guestReviewMachine,
    title: "Guest's review of the stay",
    description:
      'While the review window is open the guest chooses 1 to 5 stars (required) and may write a comment of up to 2,000 characters, then submits once; stored shows the review; a 409 (window closed or already reviewed) ends the form and the card shows the stay\'s review state; a refused field (400) or another failure keeps the input and offers Retry.',
    fixtures: guestReviewEvents,
    actorOutcomes: guestReviewActorOutcomes,
    screens: ['/guest/chat'],
    story: guestReviewStory,
  },
  'guest-profile-flow': {
    machine: guestProfileFlowMachine,
    title: 'Guest profile (ideal guest)',
    description:
      'Opens with a spinner while the stored answers load (Close; a failed load offers Retry and Close), then the introduction; five steps (booking times, stay durations, start of stay, group sizes, language) each prefilled, Confirm only with at least one option (language exactly one) and saving that step at once; a refused answer (400) or another failure keeps the choice and offers Retry; Discard closes at any step (answers saved so far stay), and so does Escape except while saving; the all-set summary, then Done completes.',
    fixtures: guestProfileFlowEvents,
    actorOutcomes: guestProfileFlowActorOutcomes,
    screens: ['any signed-in page with ?guest-profile=open', '/account/profile'],
    story: guestProfileFlowStory,
  },
  'welcome-tour': {
    machine: welcomeTourMachine,
    title: 'Welcome tour',
    description:
      "Opens once the host's interactions are known, if not seen and either the tour setting is on for a migrated account or the address says ?tour=open; Next and Back walk the steps; Close, Escape, Get started or Watch tutorials mark it seen (tour_welcome) and it stays closed; a failed mark still closes it for this visit.",
    fixtures: welcomeTourEvents,
    actorOutcomes: welcomeTourActorOutcomes,
    screens: ['every host page'],
    story: welcomeTourStory,
  },
  'cookie-consent': {
    machine: cookieConsentMachine,
    title: 'Cookie consent',
    description:
      'Reads the stored choice; without one the banner offers Accept all, Reject optional and Customise (the categories with their cookies, optional ones off until turned on, necessary always on); the decision is stored in the browser and only then may preferences or statistics run; Cookie settings reopens the choices and Cancel keeps the earlier decision.',
    fixtures: cookieConsentEvents,
    actorOutcomes: cookieConsentActorOutcomes,
    screens: ['every page, guest pages too'],
    story: cookieConsentStory,
  },
  'unit-copy': {
    machine: unitCopyMachine,
    title: 'Copy from unit',
    description:
      "On a wizard step, the host picks another unit of the property, reads what would be copied and confirms; the step's form is filled, not saved: the host saves it, or undoes the copy; a failed read offers Try again.",
    fixtures: unitCopyEvents,
    actorOutcomes: unitCopyActorOutcomes,
    screens: ['/listing/{unitId}/price-and-availability', '/listing/{unitId}/regional-requirements'],
    story: unitCopyStory,
  },
} satisfies Record<string, MachineEntry>;

export type MachineName = keyof typeof machines;

/** Every event and actor outcome of a machine, in one list for the graph walk. */
export function walkEvents(entry: MachineEntry): EventObject[] {
  return [...Object.values(entry.fixtures).flat(), ...entry.actorOutcomes];
}
