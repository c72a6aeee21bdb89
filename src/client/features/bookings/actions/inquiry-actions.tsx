import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useWorkflow } from '../../../app/use-workflow';
import { connectDecision } from '../../../../../machines/decision/decision-connect';
import { fromPromise } from 'xstate';
import { inquiryDecisionMachine, type InquiryRejectBody } from '../../../../../machines/inquiry-decision/inquiry-decision.machine';
import {
  selectExplanationOffered,
  selectExplanationRequired,
  selectProblems,
} from '../../../../../machines/inquiry-decision/inquiry-decision.select';
import { INQUIRY_REJECT_REASONS, type InquiryRejectReason } from '../../../../shared/domain/bookings/reasons';
import type { InquiryDetails } from '../../../../shared/schemas/bookings';
import { bookingKeys, confirmInquiry, rejectInquiry } from '../../../api/bookings';
import { CancelStayAction } from './cancel-stay-action';
import { useDecisionOutcome } from './decision-outcome';
import { ReasonFields } from './reason-fields';
import { stayDecisionCalls } from './stay-decision-runner';
import { StayDecisionView } from './stay-decision-view';
import './actions.css';

// Confirm or reject an inquiry (HC §4, HC §5), driven by the inquiry-decision machine. Confirm
// asks once more; Reject opens the reasons form (explanation only for OTHER, an optional message
// to the guest). The answer replaces the cached inquiry; the lists, counts and the unit's days
// (the overlapping unavailabilities) are read again.

const t = (key: string) => `bookings.actions.${key}`;

export interface InquiryActionsProps {
  inquiry: InquiryDetails;
}

export function InquiryActions(props: InquiryActionsProps) {
  // One machine per inquiry: another inquiry (a new sidebar, a new page) starts afresh. Once
  // confirmed, it holds its nights like a booking and is cancelled like one.
  return (
    <>
      <InquiryDecision key={props.inquiry.publicId} {...props} />
      <CancelStayAction kind="inquiry" stay={props.inquiry} />
    </>
  );
}

function InquiryDecision({ inquiry }: InquiryActionsProps) {
  const client = useQueryClient();
  const state = useDecisionOutcome();
  const [snapshot, send, actor] = useWorkflow(
    (latest) => {
      // An inquiry never counts as pending.
      const decide = stayDecisionCalls<InquiryDetails>({ client, state, queryKey: bookingKeys.inquiry, current: latest, pendingDropped: () => false });
      return inquiryDecisionMachine.provide({
        actors: {
          confirmInquiry: fromPromise<unknown, void>(() => decide(confirmInquiry, t('inquiry.confirmed'))),
          rejectInquiry: fromPromise<unknown, InquiryRejectBody>(({ input }) => decide((id) => rejectInquiry(id, input), t('inquiry.rejected'))),
        },
      });
    },
    { latest: inquiry },
  );
  const problems = useSelector(actor, selectProblems);
  const explanationOffered = useSelector(actor, selectExplanationOffered);
  const explanationIsRequired = useSelector(actor, selectExplanationRequired);
  const { reason, explanation, message } = snapshot.context;

  return (
    <StayDecisionView
      kind="inquiry"
      stay={inquiry}
      state={state}
      view={connectDecision(actor)}
      reasonFields={
        <ReasonFields
          legendId={t('inquiry.reasonLegend')}
          reasonKey="bookings.reasons.inquiry."
          reasons={INQUIRY_REJECT_REASONS}
          reason={reason}
          onReason={(r) => send({ type: 'reason.select', reason: r as InquiryRejectReason })}
          explanation={{
            offered: explanationOffered,
            required: explanationIsRequired,
            value: explanation,
            onChange: (value) => send({ type: 'explanation.change', explanation: value }),
          }}
          message={{ labelId: t('inquiry.message'), value: message, onChange: (value) => send({ type: 'message.change', message: value }) }}
          problems={problems}
        />
      }
    />
  );
}
