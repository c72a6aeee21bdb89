import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { inspectLive } from '../../../app/live-machines';
import { fromPromise } from 'xstate';
import { bookingCancelMachine, type BookingCancelBody } from '../../../../../machines/booking-cancel/booking-cancel.machine';
import { selectBusy, selectCancelled, selectDialogOpen, selectProblems, selectStep, selectSubReasons } from '../../../../../machines/booking-cancel/booking-cancel.select';
import { BOOKING_CANCEL_REASONS, type BookingCancelReason } from '../../../../shared/domain/bookings/reasons';
import { explanationRequired } from '../../../../shared/domain/bookings/decision-payload';
import type { BookingDetails } from '../../../../shared/schemas/bookings';
import { bookingKeys, cancelBooking } from '../../../api/bookings';
import { Button } from '../../../ui/button';
import { DecisionDialog } from './decision-dialog';
import { DecisionFooter } from './decision-footer';
import { StayActionsFrame, useDecisionOutcome } from './decision-outcome';
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
  const client = useQueryClient();
  const state = useDecisionOutcome();
  const { error, outcome, fallbackFocus, setError, announce } = state;
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef(booking);
  latest.current = booking;

  const [machine] = useState(() =>
    bookingCancelMachine.provide({
      actors: {
        cancelBooking: fromPromise<unknown, BookingCancelBody>(async ({ input }) => {
          const before = latest.current;
          setError(null);
          try {
            const answer = await cancelBooking(before.publicId, input);
            client.setQueryData(bookingKeys.booking(answer.publicId), answer);
            void refreshAfterDecision(client, before.propertyUnitSummary.publicId, { pendingDropped: false });
            announce(t('cancel.cancelled'));
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
  const [snapshot, send, actor] = useMachine(machine, { inspect: inspectLive });
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

  if (!canCancel && !outcome && !selectDialogOpen(snapshot) && error === null) return null;
  return (
    <StayActionsFrame state={state} decided={cancelled}>
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
            <DecisionFooter onClose={close} backId={t('cancel.keep')} accept={{ labelId: t('cancel.next') }} />
          </form>
        ) : (
          <>
            <p>
              <FormattedMessage id={t('cancel.confirmBody')} />
            </p>
            <DecisionFooter
              failure={failure}
              refusalId={t('cancel.refused')}
              error={error}
              busy={busy}
              onRetry={() => send({ type: 'retry' })}
              onClose={close}
              accept={{ labelId: t('cancel.accept'), variant: 'danger', onClick: () => send({ type: 'confirm.accept' }) }}
            />
          </>
        )}
      </DecisionDialog>
    </StayActionsFrame>
  );
}
