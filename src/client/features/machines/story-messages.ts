import type { IntlShape } from '../../i18n/intl';
import type { EventObject } from 'xstate';
import { showValue, tellEvent, type MachineStory } from '../../../../machines/story';
import { tokenProblem, type MessagingTokenAnswer } from '../../../../machines/chat-connection/chat-connection.machine';
import { guestReviewProblems } from '../../../../machines/guest-review/guest-review.machine';
import { reviewReasonProblem } from '../../../../machines/staff-review-decision/staff-review-decision.machine';

// The machines' stories in the portal's language. The English stories of
// machines/<name>/<name>.steps.ts stay the source (the Gherkin and CSV exports of `npm run paths`
// are English); the page shows them from the machines scope's texts
// (src/client/features/machines/texts/stories/<name>/<locale>.json), keyed
//   machines.story.<name>.actor | .events.<event type> | .states.<dotted state path>
// (and .labels.<id> for what a phrase names by its label),
// whose ICU arguments are the event's payload fields (dots made underscores: {error.status} of a
// template is {error_status}), shown as showValue shows them, plus the few arguments below that
// a phrase computes from the payload. The en-US texts are checked against the English stories,
// and every story text against the four languages (tests/client/machines/story-translations.test.ts).
// The registry's title, description and screens (machines/index.ts, English for the exports) are
// in the same files: .title, .description and .screens.<index> (see localEntry).

export const storyKey = (name: string, part: 'actor' | 'events' | 'states' | 'labels' | 'title' | 'description' | 'screens', key?: string): string =>
  key === undefined ? `machines.story.${name}.${part}` : `machines.story.${name}.${part}.${key}`;

type Payload = EventObject & Record<string, unknown>;
type Arguments = Record<string, string | number>;

const statusOf = (e: Payload) => (e.error as { status?: number } | undefined)?.status;
/** 'conflict' when the server answered 409, else 'failed': the decision machines' error phrases choose on it. */
const outcome = (e: Payload): Arguments => ({ outcome: statusOf(e) === 409 ? 'conflict' : 'failed' });
/** A code for an ICU select: a blank one is 'none' (a select cannot choose on ''), a hyphen an underscore (a select's keys are words). */
const code = (value: unknown): string => (value === undefined || value === null || value === '' ? 'none' : String(value).replace(/\W/g, '_'));
const filled = (value: unknown): string => (value ? 'yes' : 'no');
const clock = (iso: unknown) => String(iso).slice(11, 19);
type ApiError = { status: number; fields: Record<string, string[]> };
/** The refused fields as field "message" (a translation key or the server's own text), as the English story lists them. */
const refusedFields = (e: Payload): Arguments => ({
  fields: Object.entries((e.error as ApiError).fields)
    .map(([field, messages]) => `${field} "${messages[0]}"`)
    .join(', '),
});

// What the function phrases of the stories compute from the payload, as ICU arguments: a code an
// ICU select chooses on (a reason, a type), yes/no for a phrase with two forms, a value shaped as
// the English phrase shapes it (a clock time, a day). Keyed by machine, then event type.
// A phrase naming things by their label (a step's title) gets them through `label`, the texts
// machines.story.<name>.labels.<id> in the page's language.
type Label = (id: string, values?: Arguments) => string;
const named = (ids: readonly string[], label: Label) => (ids.length ? ids.map((id) => label(id)).join(', ') : label('none'));
/** A calendar sidebar by its title, and what it is opened on ("Booking" b-1). */
const sidebarOf = (e: Payload, label: Label): Arguments => {
  const on = Object.values((e.payload as Record<string, unknown> | undefined) ?? {}).map(String);
  return { title: label(`sidebar.${String(e.sidebar)}`), on: on.join(', '), hasOn: filled(on.length) };
};
const failure = (e: Payload): Arguments => ({ status: String(statusOf(e)) });
const computed: Record<string, Record<string, (e: Payload, label: Label) => Arguments>> = {
  session: {
    'session.start': (e) => ({ time: clock(e.expiresAt) }),
    'token.check': (e) => ({ time: clock(e.now) }),
    'token.refreshRequested': (e) => ({ time: clock(e.now) }),
    'xstate.done.actor.refreshToken': (e) => ({ time: clock((e.output as { expiresAt: string }).expiresAt) }),
  },
  'change-plan': {
    'plan.select': (e) => ({ chosen: filled(e.planItemPriceId), plan: String(e.planItemPriceId ?? '') }),
    'coupon.change': (e) => ({ typed: filled(e.coupon), coupon: String(e.coupon ?? '') }),
    'xstate.done.actor.changePlan': (e) => ({ charged: filled((e.output as { charged?: boolean }).charged) }),
  },
  'cancel-subscription': {
    'reason.select': (e) => ({ reason: code(e.reason) }),
    'xstate.done.actor.cancelSubscription': (e) => {
      const at = (e.output as { effectiveAt: string | null }).effectiveAt;
      return { scheduled: filled(at), date: String(at ?? '').slice(0, 10) };
    },
  },
  'request-decision': {
    'reason.select': (e) => ({ reason: code(e.reason) }),
    'subReason.select': (e) => ({ subReason: code(e.subReason) }),
    'xstate.error.actor.confirmRequest': outcome,
    'xstate.error.actor.rejectRequest': outcome,
  },
  'inquiry-decision': {
    'reason.select': (e) => ({ reason: code(e.reason) }),
    'message.change': (e) => ({ typed: filled(e.message), text: String(e.message ?? '') }),
    'xstate.error.actor.confirmInquiry': outcome,
    'xstate.error.actor.rejectInquiry': outcome,
  },
  'booking-cancel': {
    'reason.select': (e) => ({ reason: code(e.reason) }),
    'subReason.select': (e) => ({ subReason: code(e.subReason) }),
    'explanation.change': (e) => ({ typed: filled(e.explanation), text: String(e.explanation ?? '') }),
    'xstate.error.actor.cancelBooking': outcome,
  },
  'listing-wizard': {
    'form.change': (e) => ({ valid: filled(e.valid) }),
    'step.save': (e) => ({
      fields: Object.entries(e.values as Record<string, unknown>)
        .map(([field, value]) => `${field} ${String(value)}`)
        .join(', '),
    }),
    'step.goTo': (e) => ({ step: code(e.stepId), id: String(e.stepId) }),
    'xstate.done.actor.loadListing': (e) => {
      const listing = e.output as { firstUnit: boolean; flow: string; completed: unknown[]; onboardingFinished: boolean };
      return { first: filled(listing.firstUnit), flow: listing.flow, completed: listing.completed.length, onboarding: filled(!listing.onboardingFinished) };
    },
    'xstate.error.actor.loadListing': (e) => ({ status: String((e.error as ApiError).status) }),
    'xstate.done.actor.checkEligibility': (e) => ({ eligible: filled((e.output as { eligible: boolean }).eligible) }),
    'xstate.done.actor.saveStep': (e) => ({ finished: filled((e.output as { onboardingFinished: boolean }).onboardingFinished) }),
    'xstate.error.actor.saveStep': refusedFields,
    'xstate.error.actor.publishUnit': refusedFields,
  },
  'verification-flow': {
    'form.change': (e) => ({ form: !e.dirty ? 'unchanged' : e.valid ? 'valid' : 'invalid' }),
    'step.save': (e) => ({
      fields: Object.entries(e.values as object)
        .map(([k, v]) => `${k} "${String(v)}"`)
        .join(', '),
    }),
    'step.goTo': (e) => ({ step: String(e.stepId) }),
    'xstate.error.actor.startKyc': failure,
    'xstate.done.actor.loadFlow': (e, label) => {
      const { steps, completed } = e.output as { steps: string[]; completed: string[] };
      return { any: filled(steps.length), steps: named(steps, label), completed: named(completed, label) };
    },
    'xstate.error.actor.loadFlow': failure,
    'xstate.done.actor.saveStep': (e, label) => ({ completed: named((e.output as { completed: string[] }).completed, label) }),
    'xstate.error.actor.saveStep': (e) => {
      const fields = Object.entries((e.error as ApiError).fields).map(([field, messages]) => `${field}: "${messages[0]}"`);
      return { fields: fields.length ? `, ${fields.join('; ')}` : '' };
    },
  },
  'calendar-selection': {
    'day.click': (e) => ({ date: String(e.date) }),
    'footer.edit': (e, label) => {
      const events = (e.events as { source: string; label: string; dateFrom: string; dateTo: string }[] | undefined) ?? [];
      return {
        any: filled(events.length),
        held: events.map((ev) => label('event', { source: ev.source, label: ev.label, from: ev.dateFrom, to: ev.dateTo })).join(', '),
      };
    },
    'sidebar.open': (e, label) => sidebarOf(e, label),
    'sidebar.replace': (e, label) => sidebarOf(e, label),
  },
  'guest-profile-flow': {
    'xstate.done.actor.loadAnswers': (e) => ({
      answered: Object.values((e.output as { answers: Record<string, unknown[] | null> }).answers).filter((a) => a?.length).length,
    }),
    'option.toggle': (e, label) => ({ option: label(`option.${String(e.option)}`) }),
    'xstate.error.actor.saveAnswer': (e) => {
      const error = e.error as ApiError;
      return { refused: filled(error.status === 400), reason: String(Object.values(error.fields)[0]?.[0]) };
    },
  },
  'app-start': {
    'xstate.done.actor.loadApp': (e) => ({ locale: (e.output as { locale: string }).locale }),
  },
  'unit-copy': {
    'source.select': (e) => ({ picked: filled(e.unitId !== ''), unit: String(e.unitId) }),
  },
  'review-reply': {
    'reply.open': (e) => ({ edit: filled(e.reply), review: String(e.reviewId), reply: String(e.reply ?? '') }),
    'xstate.error.actor.saveReply': (e) => {
      const error = e.error as ApiError;
      return { refused: filled(error.status === 400), reason: String(error.fields.text?.[0]) };
    },
  },
  'schedule-boost': {
    'balance.set': (e) => ({ coins: String(e.coinsLeft), cost: Number(e.costPerDay) }),
    'dates.select': (e) => ({ both: filled(e.startDate && e.endDate), start: String(e.startDate), end: String(e.endDate) }),
    'xstate.error.actor.scheduleBoost': (e) => ({ ...outcome(e), status: String(statusOf(e)) }),
  },
  'chat-connection': {
    'xstate.done.actor.fetchToken': (e) => ({ problem: code(tokenProblem(e.output as Partial<MessagingTokenAnswer>)) }),
  },
  'welcome-tour': {
    'tour.evaluate': (e) => ({
      seen: filled(e.seen),
      account: code(e.accountSource),
      source: String(e.accountSource),
      enabled: filled(e.tourEnabled),
      forced: filled(e.force),
    }),
  },
  'guest-review': {
    'rating.choose': (e) => {
      const stars = e.rating as number;
      return { valid: filled(Number.isInteger(stars) && stars >= 1 && stars <= 5), stars: String(stars) };
    },
    'comment.change': (e) => ({ long: filled(guestReviewProblems(1, e.value as string).includes('commentTooLong')) }),
    'xstate.error.actor.submitReview': (e) => {
      const error = e.error as ApiError;
      const [field, reasons] = Object.entries(error.fields)[0] ?? ['review', ['refused']];
      const kind = error.status === 409 ? 'conflict' : error.status === 400 ? 'refused' : error.status === 0 ? 'unreachable' : 'failed';
      return { kind, field, reason: String(reasons[0]), status: String(error.status) };
    },
  },
  'billing-tag-choice': {
    'plan.select': (e, label) => ({ chosen: filled(e.plan), plan: label(`plan.${String(e.plan)}`) }),
    'apply.toggle': (e) => ({ apply: filled(e.apply) }),
    'xstate.done.actor.saveBillingTag': (e, label) => {
      const out = e.output as { effectivePlan: string; propertiesUpdated: number };
      return { plan: label(`plan.${out.effectivePlan}`), moved: out.propertiesUpdated };
    },
    'xstate.error.actor.saveBillingTag': (e) => ({ kind: statusOf(e) === 400 ? 'refused' : statusOf(e) === 0 ? 'unreachable' : 'failed', status: String(statusOf(e)) }),
  },
  'cookie-consent': {
    'consent.load': (e, label): Arguments => {
      const record = e.record as { choices: Record<string, boolean>; decidedAt: string } | null;
      if (!record) return { found: 'no' };
      const choices = Object.entries(record.choices).map(([c, on]) => label('choice', { category: label(`category.${c}`), on: filled(on) }));
      return { found: 'yes', date: record.decidedAt.slice(0, 10), choices: choices.join(', ') };
    },
    'category.toggle': (e, label) => ({ category: label(`category.${String(e.category)}`), on: filled(e.allowed) }),
  },
  'staff-review-decision': {
    'approve.start': (e) => ({ item: `…${String(e.itemId).slice(-4)}` }),
    'reject.start': (e) => ({ item: `…${String(e.itemId).slice(-4)}` }),
    'reason.change': (e) => ({ problem: code(reviewReasonProblem(e.reason as string)) }),
    'xstate.error.actor.approveItem': (e) => ({ ...outcome(e), status: String(statusOf(e)) }),
    'xstate.error.actor.rejectItem': (e) => ({ kind: statusOf(e) === 400 ? 'refused' : statusOf(e) === 409 ? 'conflict' : 'failed', status: String(statusOf(e)) }),
  },
  'booking-type-switch': {
    'type.select': (e) => ({ bookingType: code(e.bookingType) }),
  },
};

/** The payload's fields as ICU arguments (nested ones too, dots made underscores), then the computed ones. */
export function storyArguments(name: string, event: EventObject, label: Label = (id) => id): Arguments {
  const args: Arguments = {};
  const add = (value: unknown, path: string) => {
    if (path) args[path] = showValue(value);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) add(inner, path ? `${path}_${key}` : key);
    }
  };
  add(event, '');
  delete args.type;
  return { ...args, ...computed[name]?.[event.type]?.(event as Payload, label) };
}

/**
 * The story in the portal's language: the same shape, so the diagram, the simulation and the
 * tester paths tell it as they tell the English one. A machine whose texts are not translated
 * yet keeps its English story.
 */
export function localStory(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, name: string, story: MachineStory): MachineStory {
  const has = (id: string) => id in intl.messages;
  if (!has(storyKey(name, 'actor'))) return story;
  const text = (id: string, fallback: string, values?: Arguments) => (has(id) ? intl.formatMessage({ id }, values) : fallback);
  // An unknown id is named as it is, as the English stories name it.
  const label = (id: string, values?: Arguments) => text(storyKey(name, 'labels', id), id.replace(/^\w+\./, ''), values);
  return {
    actor: text(storyKey(name, 'actor'), story.actor),
    events: Object.fromEntries(
      Object.keys(story.events).map((type) => [
        type,
        (event: Payload) => (has(storyKey(name, 'events', type)) ? intl.formatMessage({ id: storyKey(name, 'events', type) }, storyArguments(name, event, label)) : tellEvent(story, event)),
      ]),
    ),
    states: Object.fromEntries(Object.entries(story.states).map(([path, sentence]) => [path, text(storyKey(name, 'states', path), sentence)])),
  };
}

/** A screen that is a bare route (/account/pricing, /listing/{unitId}/{step}) reads the same in every language: it has no text. */
export const isRoute = (screen: string): boolean => /^\/\S*$/.test(screen);

/** The keys of an entry's title, description and screens that are not bare routes (by their index in `screens`). */
export function entryKeys(name: string, screens: readonly string[]): string[] {
  const described = screens.flatMap((screen, index) => (isRoute(screen) ? [] : [storyKey(name, 'screens', String(index))]));
  return [storyKey(name, 'title'), storyKey(name, 'description'), ...described];
}

/** The registry entry's title, description and screens in the portal's language; English where a text is missing. */
export function localEntry(
  intl: Pick<IntlShape, 'formatMessage' | 'messages'>,
  name: string,
  entry: { title: string; description: string; screens: readonly string[] },
): { title: string; description: string; screens: string[] } {
  const text = (id: string, fallback: string) => (id in intl.messages ? intl.formatMessage({ id }) : fallback);
  return {
    title: text(storyKey(name, 'title'), entry.title),
    description: text(storyKey(name, 'description'), entry.description),
    screens: entry.screens.map((screen, index) => (isRoute(screen) ? screen : text(storyKey(name, 'screens', String(index)), screen))),
  };
}
