import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { button, dialog } from '../../support/path-replay';

// What the view shows in each state of a request's or an inquiry's decision machine (they share
// their states): one check per state, for the path replays.

interface DecisionSnapshot {
  context: { reason: string | null; attempted: boolean; failedCall: 'confirm' | 'reject' | null };
}

export function decisionViewChecks<S extends DecisionSnapshot>({
  noun,
  code,
  confirmedText,
  rejectedText,
  reasonText,
  problems,
  rejectingExtra = () => {},
}: {
  /** 'request' or 'inquiry', as the dialog titles and the reject button name it. */
  noun: string;
  code: string;
  confirmedText: string;
  rejectedText: string;
  reasonText: Record<string, string>;
  /** The machine's own rule for the reject form's problems. */
  problems: (context: S['context']) => { reason?: string; explanation?: string };
  /** More to check in the reject dialog (fields only one kind has). */
  rejectingExtra?: (d: HTMLElement, s: S) => void;
}): Record<string, (s: S) => void> {
  const rejectSubmit = `Reject ${noun}`;
  return {
    idle: () => {
      expect(dialog()).toBeNull();
      expect(button('Confirm')).not.toBeNull();
      expect(button('Reject')).not.toBeNull();
    },
    confirmStep: () => {
      expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: `Confirm ${noun} ${code}?` })).toBeTruthy();
      expect(button('Yes, confirm')?.getAttribute('aria-busy')).toBeNull();
    },
    confirming: () => expect(button('Yes, confirm')?.getAttribute('aria-busy')).toBe('true'),
    confirmed: () => {
      expect(dialog()).toBeNull();
      expect(screen.getByText(confirmedText, { selector: 'p' })).toBeTruthy();
    },
    rejecting: (s) => {
      const d = screen.getByRole('dialog', { name: `Reject ${noun} ${code}` });
      const checked = within(d).queryAllByRole('radio').find((r) => (r as HTMLInputElement).checked);
      expect(checked?.closest('label')?.textContent ?? null).toBe(s.context.reason ? reasonText[s.context.reason] : null);
      const shown = s.context.attempted ? problems(s.context) : {};
      expect(within(d).queryByText('Reason is missing: choose one.') !== null).toBe(shown.reason === 'required');
      expect(within(d).queryByText('Explanation is required when the reason is Other.') !== null).toBe(shown.explanation === 'required');
      rejectingExtra(d, s);
      expect(button(rejectSubmit)?.getAttribute('aria-busy')).toBeNull();
    },
    submitting: () => expect(button(rejectSubmit)?.getAttribute('aria-busy')).toBe('true'),
    rejected: () => {
      expect(dialog()).toBeNull();
      expect(screen.getByText(rejectedText, { selector: 'p' })).toBeTruthy();
    },
    conflict: (s) =>
      expect(within(dialog()!).getByRole('alert').textContent).toContain(
        s.context.failedCall === 'confirm' ? 'These nights are no longer free' : 'It was answered meanwhile or is no longer open.',
      ),
    failed: () => {
      expect(within(dialog()!).getByRole('alert').textContent).toBe('An error occurred, please try again.');
      expect(button('Try again')).not.toBeNull();
    },
  };
}
