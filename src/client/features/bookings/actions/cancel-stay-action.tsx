import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useWorkflow } from '../../../app/use-workflow';
import { fromPromise } from 'xstate';
import { bookingCancelMachine, type BookingCancelBody } from '../../../../../machines/booking-cancel/booking-cancel.machine';
import {
  selectBusy,
  selectCancelled,
  selectCloseEvent,
  selectDialogOpen,
  selectExplanationRequired,
  selectFailure,
  selectProblems,
  selectStep,
  selectSubReasons,
} from '../../../../../machines/booking-cancel/booking-cancel.select';
import { BOOKING_CANCEL_REASONS, type BookingCancelReason } from '../../../../shared/domain/bookings/reasons';
import type { BookingDetails, InquiryDetails } from '../../../../shared/schemas/bookings';
import { bookingKeys, cancelBooking, cancelInquiry } from '../../../api/bookings';
import { Button } from '../../../ui/button';
import { DecisionDialog } from './decision-dialog';
import { DecisionFooter } from './decision-footer';
import { StayActionsFrame, useDecisionOutcome } from './decision-outcome';
import { focusFirstProblem, ReasonFields } from './reason-fields';
import { stayDecisionCalls } from './stay-decision-runner';
import { StaySummary } from './stay-summary';
import './actions.css';

// Cancel a confirmed stay (HC §3 cancel payload, HC §4): a booking, or an inquiry the host
// confirmed, which holds its nights like a booking. Both are driven by the booking-cancel machine:
// the reasons form, one more confirmation, the call. The answer replaces the cached stay (its
// status, cancelled by the host) and the unit's days are read again, so the nights show free; a
// refusal (409: cancelled meanwhile, the stay is over) reads the stay again as it is now.

type CancelProps = { kind: 'booking'; stay: BookingDetails } | { kind: 'inquiry'; stay: InquiryDetails };

// Each kind's own words ("Cancel booking", "Cancel the confirmed inquiry") and its own call.
type CancelledStay = BookingDetails | InquiryDetails;
const CALLS: Record<CancelProps['kind'], { texts: string; queryKey: (publicId: string) => QueryKey; call: (publicId: string, body: BookingCancelBody) => Promise<CancelledStay> }> = {
  booking: { texts: 'cancel', queryKey: bookingKeys.booking, call: cancelBooking },
  inquiry: { texts: 'cancelInquiry', queryKey: bookingKeys.inquiry, call: cancelInquiry },
};

export function CancelStayAction(props: CancelProps) {
  return <CancelStay key={`${props.kind}:${props.stay.publicId}`} {...props} />;
}

function CancelStay({ kind, stay }: CancelProps) {
  const client = useQueryClient();
  const state = useDecisionOutcome();
  const { error, outcome, fallbackFocus } = state;
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { texts, queryKey, call } = CALLS[kind];
  const t = (key: string) => `bookings.actions.${texts}.${key}`;

  const [snapshot, send, actor] = useWorkflow(
    (latest) => {
      const decide = stayDecisionCalls<CancelledStay>({ client, state, queryKey, current: latest, pendingDropped: () => false });
      return bookingCancelMachine.provide({
        actors: {
          cancelBooking: fromPromise<unknown, BookingCancelBody>(({ input }) => decide((id) => call(id, input), t('cancelled'))),
        },
      });
    },
    { latest: stay },
  );
  const busy = useSelector(actor, selectBusy);
  const problems = useSelector(actor, selectProblems);
  const subReasons = useSelector(actor, selectSubReasons);
  const explanationIsRequired = useSelector(actor, selectExplanationRequired);
  const step = selectStep(snapshot);
  const { reason, subReason, explanation } = snapshot.context;
  const cancelled = selectCancelled(snapshot);
  const canCancel = !cancelled && (stay.availableActions as readonly string[]).includes('cancel');
  const failure = selectFailure(snapshot);
  const close = () => send(selectCloseEvent(actor.getSnapshot()));

  if (!canCancel && !outcome && !selectDialogOpen(snapshot) && error === null) return null;
  return (
    <StayActionsFrame state={state} decided={cancelled}>
      <DecisionDialog
        open={selectDialogOpen(snapshot)}
        busy={busy}
        title={<FormattedMessage id={step === 'form' ? t('title') : t('confirmTitle')} values={{ code: stay.code }} />}
        onClose={close}
        openerRef={opener}
        fallbackFocus={fallbackFocus}
        trigger={
          canCancel ? (
            <Button ref={opener} variant="danger" onClick={() => send({ type: 'cancel.start' })}>
              <FormattedMessage id={t('open')} />
            </Button>
          ) : null
        }
      >
        <StaySummary stay={stay} />
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
              legendId={t('reasonLegend')}
              reasonKey="bookings.reasons.cancel."
              reasons={BOOKING_CANCEL_REASONS}
              reason={reason}
              onReason={(r) => send({ type: 'reason.select', reason: r as BookingCancelReason })}
              subReasons={subReasons}
              subReason={subReason}
              onSubReason={(s) => send({ type: 'subReason.select', subReason: s })}
              explanation={{
                offered: true,
                required: explanationIsRequired,
                value: explanation,
                onChange: (value) => send({ type: 'explanation.change', explanation: value }),
              }}
              problems={problems}
            />
            <DecisionFooter onClose={close} backId={t('keep')} accept={{ labelId: t('next') }} />
          </form>
        ) : (
          <>
            <p>
              <FormattedMessage id={t('confirmBody')} />
            </p>
            <DecisionFooter
              failure={failure}
              refusalId={t('refused')}
              error={error}
              busy={busy}
              onRetry={() => send({ type: 'retry' })}
              onClose={close}
              accept={{ labelId: t('accept'), variant: 'danger', onClick: () => send({ type: 'confirm.accept' }) }}
            />
          </>
        )}
      </DecisionDialog>
    </StayActionsFrame>
  );
}
