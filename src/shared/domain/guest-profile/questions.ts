// The guest-profile flow's questions and their options (AS §2.8, AS §3 "Guest profile
// answers", AS §4 "Guest-profile flow", AS §5): one list for the server's contract, the browser's
// modals and the guest-profile-flow machine. The language question takes one choice, the others
// several; every question needs at least one option.

export const GUEST_PROFILE_OPTIONS = {
  bookingTimes: ['earlyBird', 'onSchedule', 'lastMinute'],
  stayDurations: ['shortStay', 'mediumStay', 'longStay'],
  startOfStay: ['weekday', 'weekend'],
  groupSizes: ['solo', 'couple', 'family', 'group'],
  language: ['hostLanguage', 'noPreference'],
} as const;

export type GuestProfileQuestion = keyof typeof GUEST_PROFILE_OPTIONS;
export type GuestProfileOption<Q extends GuestProfileQuestion = GuestProfileQuestion> = (typeof GUEST_PROFILE_OPTIONS)[Q][number];

/** The five numbered steps, in the order the modals ask them. */
export const GUEST_PROFILE_QUESTIONS = ['bookingTimes', 'stayDurations', 'startOfStay', 'groupSizes', 'language'] as const satisfies readonly GuestProfileQuestion[];

/** Every modal of the flow: the introduction, the five numbered steps, the all-set summary. */
export const GUEST_PROFILE_STEPS = ['introduction', ...GUEST_PROFILE_QUESTIONS, 'confirmation'] as const;
export type GuestProfileStep = (typeof GUEST_PROFILE_STEPS)[number];

/** Questions answered with exactly one option (a radio group); the others take several. */
export const SINGLE_CHOICE_QUESTIONS: readonly GuestProfileQuestion[] = ['language'];
export const isSingleChoice = (question: GuestProfileQuestion) => SINGLE_CHOICE_QUESTIONS.includes(question);

/** The stored answers: null for a question not answered yet. */
export type GuestProfileAnswers = { [Q in GuestProfileQuestion]: GuestProfileOption<Q>[] | null };

export const emptyGuestProfileAnswers = (): GuestProfileAnswers => ({ bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: null });

export const isGuestProfileQuestion = (step: string): step is GuestProfileQuestion => (GUEST_PROFILE_QUESTIONS as readonly string[]).includes(step);

export const isGuestProfileOption = (question: GuestProfileQuestion, option: string): boolean => (GUEST_PROFILE_OPTIONS[question] as readonly string[]).includes(option);

/** "Step n of 5": the question's number (1..5). */
export const guestProfileStepNumber = (question: GuestProfileQuestion) => GUEST_PROFILE_QUESTIONS.indexOf(question) + 1;
export const GUEST_PROFILE_STEP_COUNT = GUEST_PROFILE_QUESTIONS.length;

export type GuestProfileAnswerProblem = 'empty' | 'unknown' | 'duplicate' | 'tooMany';

/** Why a list of options cannot be the answer to a question (null: it can). */
export function guestProfileAnswerProblem(question: GuestProfileQuestion, options: readonly string[]): GuestProfileAnswerProblem | null {
  if (options.length === 0) return 'empty';
  if (options.some((o) => !isGuestProfileOption(question, o))) return 'unknown';
  if (new Set(options).size !== options.length) return 'duplicate';
  if (isSingleChoice(question) && options.length > 1) return 'tooMany';
  return null;
}

/**
 * The choice after the host picks an option: a checkbox toggles it; a radio (single choice)
 * replaces the choice and picking it again keeps it. Options are kept in the list's order.
 */
export function chooseGuestProfileOption(question: GuestProfileQuestion, current: readonly string[], option: string): string[] {
  if (!isGuestProfileOption(question, option)) return [...current];
  if (isSingleChoice(question)) return [option];
  const next = current.includes(option) ? current.filter((o) => o !== option) : [...current, option];
  return (GUEST_PROFILE_OPTIONS[question] as readonly string[]).filter((o) => next.includes(o));
}

/** Completed: every question has an answer (the flow's Done follows the last save). */
export const isGuestProfileComplete = (answers: GuestProfileAnswers) => GUEST_PROFILE_QUESTIONS.every((q) => (answers[q]?.length ?? 0) > 0);
