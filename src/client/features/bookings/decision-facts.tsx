import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { DecisionSchema } from '../../../shared/schemas/bookings';
import type * as v from 'valibot';
import { reasonText } from './decision-text';
import { Fact } from './stay-summary';
import { useStayFormat } from './stay-format';

// Who decided what on a stay, and why: a cancellation (booking) or a rejection (request,
// inquiry). HC §3: cancel and reject payloads carry reason, sub-reason and explanation.

type Decision = v.InferOutput<typeof DecisionSchema>;
export type DecisionKind = 'cancellation' | 'requestRejection' | 'inquiryRejection';

const reasonKeys: Record<DecisionKind, (reason: string) => string[]> = {
  cancellation: (r) => [`bookings.reasons.cancel.${r}`, `bookings.reasons.booking.${r}`, `bookings.reasons.${r}`],
  requestRejection: (r) => [`bookings.reasons.request.${r}`, `bookings.reasons.reject.${r}`, `bookings.reasons.${r}`],
  inquiryRejection: (r) => [`bookings.reasons.inquiry.${r}`, `bookings.reasons.${r}`],
};
const subReasonKeys = (s: string) => [`bookings.reasons.sub.${s}`, `bookings.reasons.subReason.${s}`, `bookings.reasons.${s}`];

export function DecisionFacts({ kind, decision }: { kind: DecisionKind; decision: Decision }) {
  const intl = useIntl();
  const format = useStayFormat();
  return (
    <section className="stay-details__section" aria-labelledby={`decision-${kind}`}>
      <h2 id={`decision-${kind}`} className="section-title">
        <FormattedMessage id={`bookings.details.decision.${kind}`} />
      </h2>
      <dl className="stay-facts">
        {decision.by && (
          <Fact label={<FormattedMessage id="bookings.details.decision.by" />}>
            <FormattedMessage id={`bookings.details.actor.${decision.by}`} />
          </Fact>
        )}
        <Fact label={<FormattedMessage id="bookings.details.decision.at" />}>{format.instant(decision.at)}</Fact>
        <Fact label={<FormattedMessage id="bookings.details.decision.reason" />}>
          {reasonText(intl, reasonKeys[kind](decision.reason), decision.reason)}
          {decision.subReason && ` · ${reasonText(intl, subReasonKeys(decision.subReason), decision.subReason)}`}
        </Fact>
        {decision.explanation && <Fact label={<FormattedMessage id="bookings.details.decision.explanation" />}>{decision.explanation}</Fact>}
        {decision.message && <Fact label={<FormattedMessage id="bookings.details.decision.message" />}>{decision.message}</Fact>}
      </dl>
    </section>
  );
}
