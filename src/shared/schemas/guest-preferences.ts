import * as v from 'valibot';
import {
  GUEST_PROFILE_OPTIONS,
  GUEST_PROFILE_QUESTIONS,
  isSingleChoice,
  type GuestProfileOption,
  type GuestProfileQuestion,
} from '../domain/guest-profile/questions';

// GET and PATCH /api/app/user/guest-preferences (AS §7; answers AS §3 "Guest profile
// answers"; rule AS §5 "at least one option"). The answer shape beyond the five answer names
// (completed, updatedAt) is ours. A PATCH carries the answers of some questions (the flow saves
// one step at a time); each one present replaces that question's answer.

/** One question's answer: known options, at least one, none twice; language exactly one. */
export function answerSchema<Q extends GuestProfileQuestion>(question: Q) {
  const options = GUEST_PROFILE_OPTIONS[question] as unknown as readonly GuestProfileOption<Q>[];
  return v.pipe(
    v.array(v.picklist(options, `each option must be one of ${options.join(', ')}`), 'must be a list of options'),
    v.minLength(1, 'choose at least one option'),
    v.check((list) => new Set(list).size === list.length, 'must not name an option twice'),
    v.check((list) => !isSingleChoice(question) || list.length === 1, 'choose exactly one option'),
  );
}

const nullableAnswers = Object.fromEntries(GUEST_PROFILE_QUESTIONS.map((q) => [q, v.nullable(v.array(v.picklist(GUEST_PROFILE_OPTIONS[q])))])) as {
  [Q in GuestProfileQuestion]: v.NullableSchema<v.ArraySchema<v.PicklistSchema<(typeof GUEST_PROFILE_OPTIONS)[Q], undefined>, undefined>, undefined>;
};

export const GuestProfileAnswersSchema = v.object(nullableAnswers);

export const GuestPreferencesSchema = v.object({
  answers: GuestProfileAnswersSchema,
  /** Every question answered. */
  completed: v.boolean(),
  /** When an answer was last saved (ISO instant); null until then. */
  updatedAt: v.nullable(v.string()),
});
export type GuestPreferences = v.InferOutput<typeof GuestPreferencesSchema>;

const patchEntries = {
  bookingTimes: v.optional(answerSchema('bookingTimes')),
  stayDurations: v.optional(answerSchema('stayDurations')),
  startOfStay: v.optional(answerSchema('startOfStay')),
  groupSizes: v.optional(answerSchema('groupSizes')),
  language: v.optional(answerSchema('language')),
};

/** PATCH body: the answers of one or more questions; an unknown key is named as refused. */
export const GuestPreferencesPatchSchema = v.pipe(
  v.strictObject(patchEntries, 'is not one of the guest-profile questions'),
  v.check((body) => Object.keys(body).length > 0, `send the answer of at least one of ${GUEST_PROFILE_QUESTIONS.join(', ')}`),
);
export type GuestPreferencesPatch = v.InferOutput<typeof GuestPreferencesPatchSchema>;
