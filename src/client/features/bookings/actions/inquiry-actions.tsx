import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { inquiryDecisionMachine, type InquiryRejectBody } from '../../../../../machines/inquiry-decision/inquiry-decision.machine';
import {
  selectBusy,
  selectConfirmed,
  selectConfirmOpen,
  selectExplanationOffered,
  selectProblems,
  selectRejected,
  selectRejectOpen,
} from '../../../../../machines/inquiry-decision/inquiry-decision.select';
import { INQUIRY_REJECT_REASONS, type InquiryRejectReason } from '../../../../shared/domain/bookings/reasons';
import { explanationRequired } from '../../../../shared/domain/bookings/decision-payload';
import type { InquiryDetails } from '../../../../shared/schemas/bookings';
import { bookingKeys, confirmInquiry, rejectInquiry } from '../../../api/bookings';
import { Button } from '../../../ui/button';
import { useSnackbar } from '../../../ui/snackbar';
import { DecisionDialog } from './decision-dialog';
import { FailureNotice } from './failure-notice';
import { focusFirstProblem, ReasonFields } from './reason-fields';
import { refreshAfterDecision } from './refresh-after-decision';
import { StaySummary } from './stay-summary';
import './actions.css';

// Confirm or reject an inquiry (spec §4, §5), driven by the inquiry-decision machine. Confirm
// asks once more; Reject opens the reasons form (explanation only for OTHER, an optional message
// to the guest). The answer replaces the cached inquiry; the lists, counts and the unit's days
// (the overlapping unavailabilities) are read again.

const t = (key: string) => `bookings.actions.${key}`;

export interface InquiryActionsProps {
  inquiry: InquiryDetails;
}

export function InquiryActions(props: InquiryActionsProps) {
  // One machine per inquiry: another inquiry (a new sidebar, a new page) starts afresh.
  return <InquiryDecision key={props.inquiry.publicId} {...props} />;
}

function InquiryDecision({ inquiry }: InquiryActionsProps) {
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
  const latest = useRef({ inquiry, snackbar, intl });
  latest.current = { inquiry, snackbar, intl };

  const [machine] = useState(() => {
    const decided = (answer: InquiryDetails, messageId: string, code: string) => {
      const { inquiry: before, snackbar: bar, intl: i18n } = latest.current;
      client.setQueryData(bookingKeys.inquiry(answer.publicId), answer);
      void refreshAfterDecision(client, before.propertyUnitSummary.publicId, { pendingDropped: false });
      setOutcome(i18n.formatMessage({ id: messageId }, { code }));
      bar.show({ messageId, values: { code }, tone: 'success' });
    };
    // A refused call: the inquiry changed meanwhile (answered elsewhere, nights taken).
    const refused = (e: unknown) => {
      setError(e);
      if ((e as { status?: number }).status === 409) {
        const { inquiry: before } = latest.current;
        void client.invalidateQueries({ queryKey: bookingKeys.inquiry(before.publicId) });
        void refreshAfterDecision(client, before.propertyUnitSummary.publicId, { pendingDropped: false });
      }
      throw e;
    };
    return inquiryDecisionMachine.provide({
      actors: {
        confirmInquiry: fromPromise<unknown, void>(async () => {
          setError(null);
          const answer = await confirmInquiry(latest.current.inquiry.publicId).catch(refused);
          decided(answer, t('inquiry.confirmed'), answer.code);
          return answer;
        }),
        rejectInquiry: fromPromise<unknown, InquiryRejectBody>(async ({ input }) => {
          setError(null);
          const answer = await rejectInquiry(latest.current.inquiry.publicId, input).catch(refused);
          decided(answer, t('inquiry.rejected'), answer.code);
          return answer;
        }),
      },
    });
  });
  const [snapshot, send, actor] = useMachine(machine);
  const busy = useSelector(actor, selectBusy);
  const problems = useSelector(actor, selectProblems);
  const explanationOffered = useSelector(actor, selectExplanationOffered);
  const { reason, explanation, message } = snapshot.context;
  const failure = snapshot.matches('conflict') ? 'refused' : snapshot.matches('failed') ? 'failed' : null;
  const decided = selectConfirmed(snapshot) || selectRejected(snapshot);
  const canConfirm = !decided && inquiry.availableActions.includes('confirm');
  const canReject = !decided && inquiry.availableActions.includes('reject');
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
          title={<FormattedMessage id={t('inquiry.confirmTitle')} values={{ code: inquiry.code }} />}
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
          <StaySummary stay={inquiry} />
          <p>
            <FormattedMessage id={t('inquiry.confirmBody')} />
          </p>
          {failure ? (
            <FailureNotice kind={failure} refusalId={t('inquiry.conflict')} error={error} onRetry={() => send({ type: 'retry' })} onClose={close} />
          ) : (
            <div className="properties-dialog__actions">
              <Button variant="secondary" disabled={busy} onClick={close}>
                <FormattedMessage id={t('goBack')} />
              </Button>
              <Button busy={busy} onClick={() => send({ type: 'confirm.accept' })}>
                <FormattedMessage id={t('inquiry.confirmAccept')} />
              </Button>
            </div>
          )}
        </DecisionDialog>
        <DecisionDialog
          open={selectRejectOpen(snapshot)}
          busy={busy}
          title={<FormattedMessage id={t('inquiry.rejectTitle')} values={{ code: inquiry.code }} />}
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
          <StaySummary stay={inquiry} />
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
                legendId={t('inquiry.reasonLegend')}
                reasonKey="bookings.reasons.inquiry."
                reasons={INQUIRY_REJECT_REASONS}
                reason={reason}
                onReason={(r) => send({ type: 'reason.select', reason: r as InquiryRejectReason })}
                explanation={{
                  offered: explanationOffered,
                  required: reason !== null && explanationRequired(reason),
                  value: explanation,
                  onChange: (value) => send({ type: 'explanation.change', explanation: value }),
                }}
                message={{ labelId: t('inquiry.message'), value: message, onChange: (value) => send({ type: 'message.change', message: value }) }}
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
                  <FormattedMessage id={t('inquiry.rejectSubmit')} />
                </Button>
              </div>
            )}
          </form>
        </DecisionDialog>
      </div>
    </div>
  );
}
