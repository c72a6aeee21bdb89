import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { requestDecisionMachine, type RequestRejectBody } from '../../../../../machines/request-decision/request-decision.machine';
import {
  selectBusy,
  selectConfirmed,
  selectConfirmOpen,
  selectExplanationOffered,
  selectProblems,
  selectRejected,
  selectRejectOpen,
  selectSubReasons,
} from '../../../../../machines/request-decision/request-decision.select';
import { REQUEST_REJECT_REASONS, type RequestRejectReason } from '../../../../shared/domain/bookings/reasons';
import { explanationRequired } from '../../../../shared/domain/bookings/decision-payload';
import type { BookingRequestDetails } from '../../../../shared/schemas/bookings';
import { bookingKeys, confirmBookingRequest, rejectBookingRequest } from '../../../api/bookings';
import { Button } from '../../../ui/button';
import { useSnackbar } from '../../../ui/snackbar';
import { DecisionDialog } from './decision-dialog';
import { FailureNotice } from './failure-notice';
import { focusFirstProblem, ReasonFields } from './reason-fields';
import { refreshAfterDecision } from './refresh-after-decision';
import { StaySummary } from './stay-summary';
import './actions.css';

// Confirm or reject a booking request (spec §4, §5), driven by the request-decision machine.
// Confirm asks once more; Reject opens the reasons form. The answer replaces the cached request,
// and the lists, pending count, nav badge and the unit's days are read again.

const t = (key: string) => `bookings.actions.${key}`;

export interface RequestActionsProps {
  request: BookingRequestDetails;
  /** Called with the new booking's publicId once the request is confirmed. */
  onConfirmed?: (bookingPublicId: string) => void;
}

export function RequestActions(props: RequestActionsProps) {
  // One machine per request: another request (a new sidebar, a new page) starts afresh.
  return <RequestDecision key={props.request.publicId} {...props} />;
}

function RequestDecision({ request, onConfirmed }: RequestActionsProps) {
  const intl = useIntl();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const confirmOpener = useRef<HTMLButtonElement>(null);
  const rejectOpener = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const container = useRef<HTMLDivElement>(null);
  // Where the focus goes when a dialog closes and its button is gone: the outcome, or the actions' place.
  const [fallbackFocus] = useState(() => ({ get current(): HTMLElement | null { return outcomeRef.current ?? container.current; } }));
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef({ request, onConfirmed, snackbar, intl });
  latest.current = { request, onConfirmed, snackbar, intl };

  const [machine] = useState(() => {
    const decided = (answer: BookingRequestDetails, messageId: string, code: string) => {
      const { request: before, snackbar: bar, intl: i18n } = latest.current;
      client.setQueryData(bookingKeys.request(answer.publicId), answer);
      void refreshAfterDecision(client, before.propertyUnitSummary.publicId, { pendingDropped: before.status === 'REQUESTED' });
      setOutcome(i18n.formatMessage({ id: messageId }, { code }));
      bar.show({ messageId, values: { code }, tone: 'success' });
    };
    // A refused call: the request changed meanwhile (confirmed elsewhere, expired, nights taken).
    const refused = (e: unknown) => {
      setError(e);
      if ((e as { status?: number }).status === 409) {
        const { request: before } = latest.current;
        void client.invalidateQueries({ queryKey: bookingKeys.request(before.publicId) });
        void refreshAfterDecision(client, before.propertyUnitSummary.publicId, { pendingDropped: false });
      }
      throw e;
    };
    return requestDecisionMachine.provide({
      actors: {
        confirmRequest: fromPromise<unknown, void>(async () => {
          setError(null);
          const answer = await confirmBookingRequest(latest.current.request.publicId).catch(refused);
          decided(answer, t('request.confirmed'), answer.booking ?? answer.code);
          if (answer.booking) latest.current.onConfirmed?.(answer.booking);
          return answer;
        }),
        rejectRequest: fromPromise<unknown, RequestRejectBody>(async ({ input }) => {
          setError(null);
          const answer = await rejectBookingRequest(latest.current.request.publicId, input).catch(refused);
          decided(answer, t('request.rejected'), answer.code);
          return answer;
        }),
      },
    });
  });
  const [snapshot, send, actor] = useMachine(machine);
  const busy = useSelector(actor, selectBusy);
  const problems = useSelector(actor, selectProblems);
  const subReasons = useSelector(actor, selectSubReasons);
  const explanationOffered = useSelector(actor, selectExplanationOffered);
  const { reason, subReason, explanation } = snapshot.context;
  const failure = snapshot.matches('conflict') ? 'refused' : snapshot.matches('failed') ? 'failed' : null;
  const decided = selectConfirmed(snapshot) || selectRejected(snapshot);
  const canConfirm = !decided && request.availableActions.includes('confirm');
  const canReject = !decided && request.availableActions.includes('reject');
  const close = () => send({ type: failure ? 'failure.dismiss' : 'decision.cancel' });

  // The outcome takes the focus when the buttons that had it are gone.
  useEffect(() => {
    if (decided && outcome && !document.activeElement?.closest('[role="dialog"]')) outcomeRef.current?.focus();
  }, [decided, outcome]);

  // Nothing to offer: nothing shown, unless a dialog is still open (a refusal read the request
  // again meanwhile) or a refusal happened (its place keeps the focus).
  if (!canConfirm && !canReject && !outcome && snapshot.matches('idle') && error === null) return null;
  return (
    <div ref={container} tabIndex={-1} className="stay-actions">
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} className="notice notice--success stay-actions__outcome">
          {outcome}
        </p>
      )}
      <div className="stay-actions__buttons">
        <DecisionDialog
          open={selectConfirmOpen(snapshot)}
          busy={busy}
          title={<FormattedMessage id={t('request.confirmTitle')} values={{ code: request.code }} />}
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
          <StaySummary stay={request} />
          <p>
            <FormattedMessage id={t('request.confirmBody')} />
          </p>
          {failure ? (
            <FailureNotice kind={failure} refusalId={t('request.conflict')} error={error} onRetry={() => send({ type: 'retry' })} onClose={close} />
          ) : (
            <div className="properties-dialog__actions">
              <Button variant="secondary" disabled={busy} onClick={close}>
                <FormattedMessage id={t('goBack')} />
              </Button>
              <Button busy={busy} onClick={() => send({ type: 'confirm.accept' })}>
                <FormattedMessage id={t('request.confirmAccept')} />
              </Button>
            </div>
          )}
        </DecisionDialog>
        <DecisionDialog
          open={selectRejectOpen(snapshot)}
          busy={busy}
          title={<FormattedMessage id={t('request.rejectTitle')} values={{ code: request.code }} />}
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
          <StaySummary stay={request} />
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
              <ReasonFields
                legendId={t('request.reasonLegend')}
                reasonKey="bookings.reasons.request."
                reasons={REQUEST_REJECT_REASONS}
                reason={reason}
                onReason={(r) => send({ type: 'reason.select', reason: r as RequestRejectReason })}
                subReasons={subReasons}
                subReason={subReason}
                onSubReason={(s) => send({ type: 'subReason.select', subReason: s })}
                explanation={{
                  offered: explanationOffered,
                  required: reason !== null && explanationRequired(reason),
                  value: explanation,
                  onChange: (value) => send({ type: 'explanation.change', explanation: value }),
                }}
                problems={problems}
              />
            </fieldset>
            {failure ? (
              <FailureNotice kind={failure} refusalId={t('answeredMeanwhile')} error={error} onRetry={() => send({ type: 'retry' })} onClose={close} />
            ) : (
              <div className="properties-dialog__actions">
                <Button variant="secondary" disabled={busy} onClick={close}>
                  <FormattedMessage id={t('goBack')} />
                </Button>
                <Button type="submit" variant="danger" busy={busy}>
                  <FormattedMessage id={t('request.rejectSubmit')} />
                </Button>
              </div>
            )}
          </form>
        </DecisionDialog>
      </div>
    </div>
  );
}
