import type { MachineStory } from '../story';
import { GUEST_PROFILE_QUESTIONS, type GuestProfileQuestion } from '../../src/shared/domain/guest-profile/questions';

// The guest-profile-flow machine told as plain steps (Gherkin export, machine page).
// Titles and option labels as the dialog shows them (account.guestProfile.* in en-US).
const TITLES: Record<GuestProfileQuestion, string> = {
  bookingTimes: 'When do your ideal guests book?',
  stayDurations: 'How long do they stay?',
  startOfStay: 'On which day does their stay start?',
  groupSizes: 'How many travel together?',
  language: 'Which language should they speak?',
};
const OPTIONS: Record<string, string> = {
  earlyBird: 'Early birds', onSchedule: 'On schedule', lastMinute: 'Last minute',
  shortStay: 'Short stays', mediumStay: 'Medium stays', longStay: 'Long stays',
  weekday: 'Weekdays', weekend: 'Weekends',
  solo: 'Solo travellers', couple: 'Couples', family: 'Families', group: 'Groups',
  hostLanguage: 'One of my languages', noPreference: 'No preference',
};

// Each question is a step with the same three states: choosing, saving, not saved.
const questionStates = Object.fromEntries(
  GUEST_PROFILE_QUESTIONS.flatMap((q, i) => {
    const step = `step ${i + 1} of 5 asks "${TITLES[q]}"`;
    return [
      [q, step],
      [`${q}.editing`, `${step} with the stored answer ticked; Confirm is enabled once the answer is valid`],
      [`${q}.saving`, `${step}; the button reads "Saving…" and the options and Discard are disabled`],
      [`${q}.failed`, `${step}, keeps the choice, says why it was not saved and offers Try again and Discard`],
    ];
  }),
);

export const guestProfileFlowStory = {
  actor: 'the host',
  events: {
    'xstate.done.actor.loadAnswers': (e) => {
      const answers = (e.output as { answers: Record<string, unknown[] | null> }).answers;
      const answered = Object.values(answers).filter((a) => a?.length).length;
      return answered === 0 ? 'the server sends the stored answers (nothing answered yet)' : `the server sends the stored answers (${answered} of 5 answered)`;
    },
    'xstate.error.actor.loadAnswers': (e) => `the server fails to send the stored answers (${(e.error as { status: number }).status})`,
    'option.toggle': (e) => `the host clicks the option "${OPTIONS[e.option as string] ?? e.option}"`,
    'step.confirm': 'the host clicks Confirm',
    retry: 'the host clicks Try again',
    'flow.discard': 'the host clicks Discard',
    'flow.done': 'the host clicks Done',
    'flow.close': 'the host clicks Close',
    'xstate.done.actor.saveAnswer': 'the server saves the answer',
    'xstate.error.actor.saveAnswer': (e) => {
      const error = e.error as { status: number; fields: Record<string, string[]> };
      const reason = Object.values(error.fields)[0]?.[0];
      return error.status === 400 ? `the server refuses the answer (400: "${reason}")` : `the server fails to save it (${error.status})`;
    },
  },
  states: {
    loading:
      'the host has opened the dialog ("Describe your ideal guest", "Continue describing" or "Change answers" in the Ideal guest section, or the link of a notification); it shows a spinner while the stored answers load, and Close',
    loadFailed: 'the dialog says the answers could not be loaded and offers Close and Try again',
    introduction: 'the dialog says "Describe your ideal guest" with Confirm and Discard',
    ...questionStates,
    confirmation: 'the dialog says "All set!" with the summary of the answers, Done and Discard',
    closed: 'the dialog is closed (discarded, done or closed while loading); the Ideal guest section shows the answers saved',
  },
} satisfies MachineStory;
