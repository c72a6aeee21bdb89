import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/button';
import { DecisionDialog } from './decision-dialog';
import { DecisionFooter } from './decision-footer';
import { StayActionsFrame, type DecisionOutcome } from './decision-outcome';
import { focusFirstProblem } from './reason-fields';
import { StaySummary } from './stay-summary';
import type { DecisionEvent } from '../../../../../machines/decision/decision-chart';

// Confirm or reject a request or an inquiry: both decision machines share these states and
// events, so one view shows their two dialogs. Each kind brings its texts
// (bookings.actions.<kind>.*) and its reasons form.

const t = (key: string) => `bookings.actions.${key}`;

/** The events both decision machines understand: their shared chart's (machines/decision/decision-chart.ts). */
export type StayDecisionEvent = DecisionEvent;

interface StayDecisionSnapshot {
  matches(state: 'idle' | 'rejecting' | 'conflict' | 'failed'): boolean;
}

type Stay = Parameters<typeof StaySummary>[0]['stay'] & { code: string; availableActions: readonly string[] };

export interface StayDecisionViewProps {
  kind: 'request' | 'inquiry';
  stay: Stay;
  state: DecisionOutcome;
  snapshot: StayDecisionSnapshot;
  /** Read after a submit: the machine may have stayed in the form (fields missing). */
  actor: { getSnapshot(): StayDecisionSnapshot };
  send: (event: StayDecisionEvent) => void;
  busy: boolean;
  decided: boolean;
  confirmOpen: boolean;
  rejectOpen: boolean;
  /** The reject form's fields (reasons, explanation, message). */
  reasonFields: ReactNode;
}

export function StayDecisionView({ kind, stay, state, snapshot, actor, send, busy, decided, confirmOpen, rejectOpen, reasonFields }: StayDecisionViewProps) {
  const confirmOpener = useRef<HTMLButtonElement>(null);
  const rejectOpener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { error, outcome, fallbackFocus } = state;
  const failure = snapshot.matches('conflict') ? 'refused' : snapshot.matches('failed') ? 'failed' : null;
  const canConfirm = !decided && stay.availableActions.includes('confirm');
  const canReject = !decided && stay.availableActions.includes('reject');
  const close = () => send({ type: failure ? 'failure.dismiss' : 'decision.cancel' });
  const retry = () => send({ type: 'retry' });

  // Nothing to offer: nothing shown, unless a dialog is still open (a refusal read the request
  // again meanwhile) or a refusal happened (its place keeps the focus).
  if (!canConfirm && !canReject && !outcome && snapshot.matches('idle') && error === null) return null;
  return (
    <StayActionsFrame state={state} decided={decided}>
      <DecisionDialog
        open={confirmOpen}
        busy={busy}
        title={<FormattedMessage id={t(`${kind}.confirmTitle`)} values={{ code: stay.code }} />}
        onClose={close}
        openerRef={confirmOpener}
        fallbackFocus={fallbackFocus}
        trigger={
          canConfirm ? (
            <Button ref={confirmOpener} onClick={() => send({ type: 'confirm.start' })}>
              <FormattedMessage id={t('confirm')} />
            </Button>
          ) : null
        }
      >
        <StaySummary stay={stay} />
        <p>
          <FormattedMessage id={t(`${kind}.confirmBody`)} />
        </p>
        <DecisionFooter
          failure={failure}
          refusalId={t(`${kind}.conflict`)}
          error={error}
          busy={busy}
          onRetry={retry}
          onClose={close}
          accept={{ labelId: t(`${kind}.confirmAccept`), onClick: () => send({ type: 'confirm.accept' }) }}
        />
      </DecisionDialog>
      <DecisionDialog
        open={rejectOpen}
        busy={busy}
        title={<FormattedMessage id={t(`${kind}.rejectTitle`)} values={{ code: stay.code }} />}
        onClose={close}
        openerRef={rejectOpener}
        fallbackFocus={fallbackFocus}
        trigger={
          canReject ? (
            <Button ref={rejectOpener} variant="secondary" onClick={() => send({ type: 'reject.start' })}>
              <FormattedMessage id={t('reject')} />
            </Button>
          ) : null
        }
      >
        <StaySummary stay={stay} />
        <form
          ref={form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'reject.submit' });
            if (actor.getSnapshot().matches('rejecting')) focusFirstProblem(form.current);
          }}
        >
          <fieldset className="stay-actions__fields" disabled={!snapshot.matches('rejecting')}>
            {reasonFields}
          </fieldset>
          <DecisionFooter
            failure={failure}
            refusalId={t('answeredMeanwhile')}
            error={error}
            busy={busy}
            onRetry={retry}
            onClose={close}
            accept={{ labelId: t(`${kind}.rejectSubmit`), variant: 'danger' }}
          />
        </form>
      </DecisionDialog>
    </StayActionsFrame>
  );
}
