import { useRef } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useWorkflow } from '../../../app/use-workflow';
import { fromPromise } from 'xstate';
import { bookingCancelMachine, type BookingCancelBody } from '../../../../../machines/booking-cancel/booking-cancel.machine';
import { connectBookingCancel } from '../../../../../machines/booking-cancel/booking-cancel.connect';
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

  const [snapshot, send] = useWorkflow(
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
  const view = connectBookingCancel(snapshot, send);
  const canCancel = !view.cancelled && (stay.availableActions as readonly string[]).includes('cancel');

  if (!canCancel && !outcome && !view.open && error === null) return null;
  return (
    <StayActionsFrame state={state} decided={view.cancelled}>
      <DecisionDialog
        open={view.open}
        busy={view.busy}
        title={<FormattedMessage id={view.step === 'form' ? t('title') : t('confirmTitle')} values={{ code: stay.code }} />}
        onClose={view.close}
        openerRef={opener}
        fallbackFocus={fallbackFocus}
        trigger={
          canCancel ? (
            <Button ref={opener} variant="danger" onClick={view.start}>
              <FormattedMessage id={t('open')} />
            </Button>
          ) : null
        }
      >
        <StaySummary stay={stay} />
        {view.step === 'form' ? (
          <form
            ref={form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (view.submit()) focusFirstProblem(form.current);
            }}
          >
            <ReasonFields
              legendId={t('reasonLegend')}
              reasonKey="bookings.reasons.cancel."
              reasons={BOOKING_CANCEL_REASONS}
              reason={view.form.reason}
              onReason={(r) => view.selectReason(r as BookingCancelReason)}
              subReasons={view.form.subReasons}
              subReason={view.form.subReason}
              onSubReason={view.selectSubReason}
              explanation={{
                offered: true,
                required: view.form.explanationRequired,
                value: view.form.explanation,
                onChange: view.changeExplanation,
              }}
              problems={view.form.problems}
            />
            <DecisionFooter onClose={view.close} backId={t('keep')} accept={{ labelId: t('next') }} />
          </form>
        ) : (
          <>
            <p>
              <FormattedMessage id={t('confirmBody')} />
            </p>
            <DecisionFooter
              failure={view.failure}
              refusalId={t('refused')}
              error={error}
              busy={view.busy}
              onRetry={view.retry}
              onClose={view.close}
              accept={{ labelId: t('accept'), variant: 'danger', onClick: view.accept }}
            />
          </>
        )}
      </DecisionDialog>
    </StayActionsFrame>
  );
}
