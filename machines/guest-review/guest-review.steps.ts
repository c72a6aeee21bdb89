import type { MachineStory } from '../story';
import { showValue } from '../story';
import { guestReviewProblems } from './guest-review.machine';

// The guest-review machine told as plain steps (Gherkin export, machine page).
export const guestReviewStory = {
  actor: 'the guest',
  events: {
    'rating.choose': (e) => {
      const stars = e.rating as number;
      return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? `the guest chooses ${stars} stars` : `a rating of ${stars} arrives, which is no star (it is ignored)`;
    },
    'comment.change': (e) =>
      `the guest types ${showValue(e.value)} as the comment${guestReviewProblems(1, e.value as string).includes('commentTooLong') ? ' (too long)' : ''}`,
    'review.submit': 'the guest clicks Send review',
    retry: 'the guest clicks Try again',
    'xstate.done.actor.submitReview': 'the server stores the review',
    'xstate.error.actor.submitReview': (e) => {
      const error = e.error as { status: number; fields: Record<string, string[]> };
      if (error.status === 409) return 'the server answers that the stay can no longer be reviewed (409)';
      if (error.status === 400) {
        const [field, reasons] = Object.entries(error.fields)[0] ?? ['review', ['refused']];
        return `the server refuses the ${field} (400: "${reasons[0]}")`;
      }
      return error.status === 0 ? 'the server cannot be reached' : `the server fails to store it (${error.status})`;
    },
  },
  states: {
    writing: 'the review form shows the stars, the comment with its counter and Send review (problems are named once it was clicked)',
    submitting: 'Send review spins and the form cannot be changed',
    failed: 'the form keeps the stars and the comment, says why the review was not sent and offers Try again',
    written: 'the card says "Thank you! Your review was sent." and shows the review as the host sees it',
    closed: 'the form is gone and the card says what the server says now (time ended or already reviewed)',
  },
} satisfies MachineStory;
