import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from '../../../i18n/intl';
import { useSnackbar } from '../../../ui/snackbar';

// What every stay action (confirm, reject, cancel) keeps besides its machine: the last refusal,
// the outcome sentence and where the focus goes once the buttons that had it are gone.

export interface DecisionOutcome {
  error: unknown;
  outcome: string | null;
  /** Where the focus goes when a dialog closes and its button is gone: the outcome, or the actions' place. */
  fallbackFocus: RefObject<HTMLElement | null>;
  outcomeRef: RefObject<HTMLParagraphElement | null>;
  container: RefObject<HTMLDivElement | null>;
  /** Stable across renders, so a machine's actors (created once) may call them. */
  setError: (error: unknown) => void;
  /** Shows the outcome sentence in place and as a success snackbar that stays on this page. */
  announce: (messageId: string, values?: Record<string, string>) => void;
}

export function useDecisionOutcome(): DecisionOutcome {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [fallbackFocus] = useState(() => ({ get current(): HTMLElement | null { return outcomeRef.current ?? container.current; } }));
  const latest = useRef({ snackbar, intl });
  latest.current = { snackbar, intl };
  const [announce] = useState(() => (messageId: string, values?: Record<string, string>) => {
    setOutcome(latest.current.intl.formatMessage({ id: messageId }, values));
    latest.current.snackbar.show({ messageId, values, tone: 'success', thisPageOnly: true });
  });
  return { error, outcome, fallbackFocus, outcomeRef, container, setError, announce };
}

/** The actions' place: the outcome sentence above the buttons; the outcome takes the focus once decided. */
export function StayActionsFrame({ state, decided, children }: { state: DecisionOutcome; decided: boolean; children: ReactNode }) {
  const { outcome, outcomeRef, container } = state;
  useEffect(() => {
    if (decided && outcome && !document.activeElement?.closest('[role="dialog"]')) outcomeRef.current?.focus();
  }, [decided, outcome, outcomeRef]);
  return (
    <div ref={container} tabIndex={-1} className="stay-actions">
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} className="notice notice--success stay-actions__outcome">
          {outcome}
        </p>
      )}
      <div className="stay-actions__buttons">{children}</div>
    </div>
  );
}
