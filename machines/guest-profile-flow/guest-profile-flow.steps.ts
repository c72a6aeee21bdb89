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
    'flow.open': (e) => {
      const answered = Object.values(e.answers as Record<string, unknown[] | null>).filter((a) => a?.length).length;
      if (answered === 0) return 'the host clicks "Describe your ideal guest" (nothing answered yet)';
      return `the host clicks "${answered === 5 ? 'Change answers' : 'Continue describing'}" (${answered} of 5 answers stored)`;
    },
    'option.toggle': (e) => `the host clicks the option "${OPTIONS[e.option as string] ?? e.option}"`,
    'step.confirm': 'the host clicks Confirm',
    retry: 'the host clicks Try again',
    'flow.discard': 'the host clicks Discard',
    'flow.done': 'the host clicks Done',
    'xstate.done.actor.saveAnswer': 'the server saves the answer',
    'xstate.error.actor.saveAnswer': (e) => {
      const error = e.error as { status: number; fields: Record<string, string[]> };
      const reason = Object.values(error.fields)[0]?.[0];
      return error.status === 400 ? `the server refuses the answer (400: "${reason}")` : `the server fails to save it (${error.status})`;
    },
  },
  states: {
    closed: 'the Ideal guest section shows the answers; no dialog is open',
    introduction: 'the dialog says "Describe your ideal guest" with Confirm and Discard',
    ...questionStates,
    confirmation: 'the dialog says "All set!" with the summary of the answers, Done and Discard',
    done: 'the dialog is closed and the Ideal guest section shows the answers',
  },
} satisfies MachineStory;
