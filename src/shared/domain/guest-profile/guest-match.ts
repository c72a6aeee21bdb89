import { GUEST_PROFILE_QUESTIONS, type GuestProfileAnswers, type GuestProfileOption } from './questions';

// The guest match of a stay (booking request, inquiry, booking) against the host's ideal guest
// (AS §2.8: labels by score potential, nice, nice, good, great, best). The spec
// names the labels only; the score and every threshold below are ours:
//   booking time   days from the stay's creation to check-in: under 7 lastMinute, 60 or more
//                  earlyBird, else onSchedule
//   stay duration  nights: 1-3 shortStay, 4-13 mediumStay, 14 or more longStay
//   start of stay  check-in on a Friday or Saturday is weekend, else weekday
//   group size     guests: 1 solo, 2 couple, 3-5 family, 6 or more group
//   language       noPreference always matches; hostLanguage matches when the stay knows the
//                  guest's language and it is one of the host's languages (host profile
//                  hostLanguages); a stay that does not know it matches noPreference only
// The score is the number of matching questions (0..5); an unanswered question never matches.

export const GUEST_MATCH_LABELS = ['potential', 'nice', 'nice', 'good', 'great', 'best'] as const;
export type GuestMatchLabel = (typeof GUEST_MATCH_LABELS)[number];

export const LAST_MINUTE_DAYS = 7;
export const EARLY_BIRD_DAYS = 60;
export const SHORT_STAY_MAX_NIGHTS = 3;
export const LONG_STAY_MIN_NIGHTS = 14;
export const FAMILY_MAX_GUESTS = 5;

export interface StayForMatch {
  /** When the guest asked (ISO instant). */
  createdAt: string;
  /** First night and departure day (ISO dates, the property's calendar). */
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The guest's language (e.g. 'de') when the stay knows it. */
  guestLanguage?: string | null;
}

const DAY_MS = 86_400_000;
/** Whole days between two ISO dates (yyyy-MM-dd), counted on the calendar. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS);

export function bookingTimeOf(stay: Pick<StayForMatch, 'createdAt' | 'checkIn'>): GuestProfileOption<'bookingTimes'> {
  // The creation instant's calendar day (UTC) against the check-in day: a day's precision is all the rule needs.
  const days = daysBetween(stay.createdAt, stay.checkIn);
  if (days < LAST_MINUTE_DAYS) return 'lastMinute';
  if (days >= EARLY_BIRD_DAYS) return 'earlyBird';
  return 'onSchedule';
}

export function stayDurationOf(stay: Pick<StayForMatch, 'checkIn' | 'checkOut'>): GuestProfileOption<'stayDurations'> {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights <= SHORT_STAY_MAX_NIGHTS) return 'shortStay';
  if (nights >= LONG_STAY_MIN_NIGHTS) return 'longStay';
  return 'mediumStay';
}

export function startOfStayOf(stay: Pick<StayForMatch, 'checkIn'>): GuestProfileOption<'startOfStay'> {
  const day = new Date(`${stay.checkIn.slice(0, 10)}T00:00:00Z`).getUTCDay(); // 5 Friday, 6 Saturday
  return day === 5 || day === 6 ? 'weekend' : 'weekday';
}

export function groupSizeOf(stay: Pick<StayForMatch, 'guests'>): GuestProfileOption<'groupSizes'> {
  if (stay.guests <= 1) return 'solo';
  if (stay.guests === 2) return 'couple';
  if (stay.guests <= FAMILY_MAX_GUESTS) return 'family';
  return 'group';
}

const baseLanguage = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

function languageMatches(choice: readonly string[] | null, stay: StayForMatch, hostLanguages: readonly string[]): boolean {
  if (!choice) return false;
  if (choice.includes('noPreference')) return true;
  if (!choice.includes('hostLanguage') || !stay.guestLanguage) return false;
  const guest = baseLanguage(stay.guestLanguage);
  return hostLanguages.some((l) => baseLanguage(l) === guest);
}

/** Which of the five questions the stay matches. */
export function guestMatchDetails(answers: GuestProfileAnswers, stay: StayForMatch, hostLanguages: readonly string[]): Record<(typeof GUEST_PROFILE_QUESTIONS)[number], boolean> {
  const has = (list: readonly string[] | null, option: string) => list?.includes(option) ?? false;
  return {
    bookingTimes: has(answers.bookingTimes, bookingTimeOf(stay)),
    stayDurations: has(answers.stayDurations, stayDurationOf(stay)),
    startOfStay: has(answers.startOfStay, startOfStayOf(stay)),
    groupSizes: has(answers.groupSizes, groupSizeOf(stay)),
    language: languageMatches(answers.language, stay, hostLanguages),
  };
}

/** The score 0..5: how many questions the stay matches. */
export function guestMatchScore(answers: GuestProfileAnswers, stay: StayForMatch, hostLanguages: readonly string[]): number {
  return Object.values(guestMatchDetails(answers, stay, hostLanguages)).filter(Boolean).length;
}

/** The label of a score (clamped to 0..5). */
export function guestMatchLabel(score: number): GuestMatchLabel {
  const index = Math.max(0, Math.min(GUEST_MATCH_LABELS.length - 1, Math.floor(score)));
  return GUEST_MATCH_LABELS[index];
}
