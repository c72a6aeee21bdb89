import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import { Button } from '../../../ui/button';
import { DecisionDialog } from './decision-dialog';
import { DecisionFooter } from './decision-footer';
import { StayActionsFrame, type DecisionOutcome } from './decision-outcome';
import { focusFirstProblem } from './reason-fields';
import { StaySummary } from './stay-summary';
import type { DecisionView } from '../../../../../machines/decision/decision-connect';

// Confirm or reject a request or an inquiry: both decision machines share these states and
// events, so one view shows their two dialogs, rendering what `connectDecision`
// (machines/decision/decision-connect.ts) says. Each kind brings its texts
// (bookings.actions.<kind>.*) and its reasons form.

const t = (key: string) => `bookings.actions.${key}`;

type Stay = Parameters<typeof StaySummary>[0]['stay'] & { code: string; availableActions: readonly string[] };

export interface StayDecisionViewProps {
  kind: 'request' | 'inquiry';
  stay: Stay;
  state: DecisionOutcome;
  /** The machine's snapshot and send, connected (connectDecision). */
  view: DecisionView;
  /** The reject form's fields (reasons, explanation, message). */
  reasonFields: ReactNode;
}

export function StayDecisionView({ kind, stay, state, view, reasonFields }: StayDecisionViewProps) {
  const confirmOpener = useRef<HTMLButtonElement>(null);
  const rejectOpener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { error, outcome, fallbackFocus } = state;
  const { busy, decided, failure, close, retry } = view;
  const canConfirm = !decided && stay.availableActions.includes('confirm');
  const canReject = !decided && stay.availableActions.includes('reject');

  // Nothing to offer: nothing shown, unless a dialog is still open (a refusal read the request
  // again meanwhile) or a refusal happened (its place keeps the focus).
  if (!canConfirm && !canReject && !outcome && view.idle && error === null) return null;
  return (
    <StayActionsFrame state={state} decided={decided}>
      <DecisionDialog
        open={view.confirmOpen}
        busy={busy}
        title={<FormattedMessage id={t(`${kind}.confirmTitle`)} values={{ code: stay.code }} />}
        onClose={close}
        openerRef={confirmOpener}
        fallbackFocus={fallbackFocus}
        trigger={
          canConfirm ? (
            <Button ref={confirmOpener} onClick={view.startConfirm}>
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
          accept={{ labelId: t(`${kind}.confirmAccept`), onClick: view.acceptConfirm }}
        />
      </DecisionDialog>
      <DecisionDialog
        open={view.rejectOpen}
        busy={busy}
        title={<FormattedMessage id={t(`${kind}.rejectTitle`)} values={{ code: stay.code }} />}
        onClose={close}
        openerRef={rejectOpener}
        fallbackFocus={fallbackFocus}
        trigger={
          canReject ? (
            <Button ref={rejectOpener} variant="secondary" onClick={view.startReject}>
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
            if (view.submitReject()) focusFirstProblem(form.current);
          }}
        >
          <fieldset className="stay-actions__fields" disabled={!view.formEnabled}>
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
