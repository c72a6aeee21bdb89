import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useWorkflow } from '../../../app/use-workflow';
import { connectDecision } from '../../../../../machines/decision/decision-connect';
import { fromPromise } from 'xstate';
import { requestDecisionMachine, type RequestRejectBody } from '../../../../../machines/request-decision/request-decision.machine';
import {
  selectExplanationOffered,
  selectExplanationRequired,
  selectProblems,
  selectSubReasons,
} from '../../../../../machines/request-decision/request-decision.select';
import { REQUEST_REJECT_REASONS, type RequestRejectReason } from '../../../../shared/domain/bookings/reasons';
import type { BookingRequestDetails } from '../../../../shared/schemas/bookings';
import { bookingKeys, confirmBookingRequest, rejectBookingRequest } from '../../../api/bookings';
import { useDecisionOutcome } from './decision-outcome';
import { ReasonFields } from './reason-fields';
import { stayDecisionCalls } from './stay-decision-runner';
import { StayDecisionView } from './stay-decision-view';
import './actions.css';

// Confirm or reject a booking request (HC §4, HC §5), driven by the request-decision machine.
// Confirm asks once more; Reject opens the reasons form (with sub-reasons). The answer replaces
// the cached request, and the lists, pending count, nav badge and the unit's days are read again.

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
  const client = useQueryClient();
  const state = useDecisionOutcome();
  const [snapshot, send, actor] = useWorkflow(
    (latest) => {
      const decide = stayDecisionCalls<BookingRequestDetails>({
        client,
        state,
        queryKey: bookingKeys.request,
        current: () => latest().request,
        pendingDropped: (before) => before.status === 'REQUESTED',
      });
      return requestDecisionMachine.provide({
        actors: {
          confirmRequest: fromPromise<unknown, void>(async () => {
            const answer = await decide(confirmBookingRequest, t('request.confirmed'), (a) => a.booking ?? a.code);
            if (answer.booking) latest().onConfirmed?.(answer.booking);
            return answer;
          }),
          rejectRequest: fromPromise<unknown, RequestRejectBody>(({ input }) => decide((id) => rejectBookingRequest(id, input), t('request.rejected'))),
        },
      });
    },
    { latest: { request, onConfirmed } },
  );
  const problems = useSelector(actor, selectProblems);
  const subReasons = useSelector(actor, selectSubReasons);
  const explanationOffered = useSelector(actor, selectExplanationOffered);
  const explanationIsRequired = useSelector(actor, selectExplanationRequired);
  const { reason, subReason, explanation } = snapshot.context;

  return (
    <StayDecisionView
      kind="request"
      stay={request}
      state={state}
      view={connectDecision(actor)}
      reasonFields={
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
            required: explanationIsRequired,
            value: explanation,
            onChange: (value) => send({ type: 'explanation.change', explanation: value }),
          }}
          problems={problems}
        />
      }
    />
  );
}
