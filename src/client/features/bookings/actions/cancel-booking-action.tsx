import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { bookingCancelMachine, type BookingCancelBody } from '../../../../../machines/booking-cancel/booking-cancel.machine';
import { selectBusy, selectCancelled, selectDialogOpen, selectProblems, selectStep, selectSubReasons } from '../../../../../machines/booking-cancel/booking-cancel.select';
import { BOOKING_CANCEL_REASONS, type BookingCancelReason } from '../../../../shared/domain/bookings/reasons';
import { explanationRequired } from '../../../../shared/domain/bookings/decision-payload';
import type { BookingDetails } from '../../../../shared/schemas/bookings';
import { bookingKeys, cancelBooking } from '../../../api/bookings';
import { Button } from '../../../ui/button';
import { useSnackbar } from '../../../ui/snackbar';
import { DecisionDialog } from './decision-dialog';
import { FailureNotice } from './failure-notice';
import { focusFirstProblem, ReasonFields } from './reason-fields';
import { refreshAfterDecision } from './refresh-after-decision';
import { StaySummary } from './stay-summary';
import './actions.css';

// Cancel a booking (spec §3 cancel payload, §4), driven by the booking-cancel machine: the
// reasons form, one more confirmation, the call. The answer replaces the cached booking (its
// status, cancelled by owner) and the unit's days are read again, so the nights show free.

const t = (key: string) => `bookings.actions.${key}`;

export function CancelBookingAction(props: { booking: BookingDetails }) {
  return <CancelBooking key={props.booking.publicId} {...props} />;
}

function CancelBooking({ booking }: { booking: BookingDetails }) {
  const intl = useIntl();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const container = useRef<HTMLDivElement>(null);
  // Where the focus goes when a dialog closes and its button is gone: the outcome, or the actions' place.
  const [fallbackFocus] = useState(() => ({ get current(): HTMLElement | null { return outcomeRef.current ?? container.current; } }));
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef({ booking, snackbar, intl });
  latest.current = { booking, snackbar, intl };

  const [machine] = useState(() =>
    bookingCancelMachine.provide({
      actors: {
        cancelBooking: fromPromise<unknown, BookingCancelBody>(async ({ input }) => {
          const { booking: before } = latest.current;
          setError(null);
          try {
            const answer = await cancelBooking(before.publicId, input);
            client.setQueryData(bookingKeys.booking(answer.publicId), answer);
            void refreshAfterDecision(client, before.propertyUnitSummary.publicId, { pendingDropped: false });
            setOutcome(latest.current.intl.formatMessage({ id: t('cancel.cancelled') }));
            latest.current.snackbar.show({ messageId: t('cancel.cancelled'), tone: 'success' });
            return answer;
          } catch (e) {
            setError(e);
            // Refused: the booking changed meanwhile (cancelled by the guest, stay over); show it as it is now.
            if ((e as { status?: number }).status === 409) void client.invalidateQueries({ queryKey: bookingKeys.booking(before.publicId) });
            throw e;
          }
        }),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine);
  const busy = useSelector(actor, selectBusy);
  const problems = useSelector(actor, selectProblems);
  const subReasons = useSelector(actor, selectSubReasons);
  const step = selectStep(snapshot);
  const { reason, subReason, explanation } = snapshot.context;
  const cancelled = selectCancelled(snapshot);
  const canCancel = !cancelled && booking.availableActions.includes('cancel');
  const failure = snapshot.matches('refused') ? 'refused' : snapshot.matches('failed') ? 'failed' : null;
  const close = () => {
    if (failure) send({ type: 'failure.dismiss' });
    else if (step === 'confirm') send({ type: 'confirm.dismiss' });
    else send({ type: 'form.close' });
  };

  useEffect(() => {
    if (cancelled && outcome && !document.activeElement?.closest('[role="dialog"]')) outcomeRef.current?.focus();
  }, [cancelled, outcome]);

  if (!canCancel && !outcome && !selectDialogOpen(snapshot) && error === null) return null;
  return (
    <div ref={container} tabIndex={-1} className="stay-actions">
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} className="notice notice--success stay-actions__outcome">
          {outcome}
        </p>
      )}
      <div className="stay-actions__buttons">
        <DecisionDialog
          open={selectDialogOpen(snapshot)}
          busy={busy}
          title={<FormattedMessage id={step === 'form' ? t('cancel.title') : t('cancel.confirmTitle')} values={{ code: booking.code }} />}
          onClose={close}
          openerRef={opener}
          fallbackFocus={fallbackFocus}
          trigger={
            canCancel ? (
              <Button ref={opener} variant="danger" onClick={() => send({ type: 'cancel.start' })}>
                <FormattedMessage id={t('cancel.open')} />
              </Button>
            ) : null
          }
        >
          <StaySummary stay={booking} />
          {step === 'form' ? (
            <form
              ref={form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'cancel.request' });
                if (actor.getSnapshot().matches('form')) focusFirstProblem(form.current);
              }}
            >
              <ReasonFields
                legendId={t('cancel.reasonLegend')}
                reasonKey="bookings.reasons.cancel."
                reasons={BOOKING_CANCEL_REASONS}
                reason={reason}
                onReason={(r) => send({ type: 'reason.select', reason: r as BookingCancelReason })}
                subReasons={subReasons}
                subReason={subReason}
                onSubReason={(s) => send({ type: 'subReason.select', subReason: s })}
                explanation={{
                  offered: true,
                  required: reason !== null && explanationRequired(reason),
                  value: explanation,
                  onChange: (value) => send({ type: 'explanation.change', explanation: value }),
                }}
                problems={problems}
              />
              <div className="properties-dialog__actions">
                <Button variant="secondary" onClick={close}>
                  <FormattedMessage id={t('cancel.keep')} />
                </Button>
                <Button type="submit">
                  <FormattedMessage id={t('cancel.next')} />
                </Button>
              </div>
            </form>
          ) : (
            <>
              <p>
                <FormattedMessage id={t('cancel.confirmBody')} />
              </p>
              {failure ? (
                <FailureNotice kind={failure} refusalId={t('cancel.refused')} error={error} onRetry={() => send({ type: 'retry' })} onClose={close} />
              ) : (
                <div className="properties-dialog__actions">
                  <Button variant="secondary" disabled={busy} onClick={close}>
                    <FormattedMessage id={t('goBack')} />
                  </Button>
                  <Button variant="danger" busy={busy} onClick={() => send({ type: 'confirm.accept' })}>
                    <FormattedMessage id={t('cancel.accept')} />
                  </Button>
                </div>
              )}
            </>
          )}
        </DecisionDialog>
      </div>
    </div>
  );
}
