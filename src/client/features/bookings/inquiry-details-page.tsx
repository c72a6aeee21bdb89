import { FormattedMessage } from '../../i18n/intl';
import { Link, useParams } from '../../router';
import { InquiryActions } from './actions/inquiry-actions';
import { StatusBadge } from './actions/status-badge';
import { useInquiry } from './api';
import { DecisionFacts } from './decision-facts';
import { DetailStates } from './detail-states';
import { GuestMessage } from './guest-message';
import { MessageGuestLink } from './message-guest-link';
import { OverlappingList } from './overlapping-list';
import { QuoteLines } from './quote-lines';
import { Fact, StaySummary } from './stay-summary';
import { useStayFormat } from './stay-format';
import { GuestMatchLabel } from '../guest-profile/guest-match-label';
import './bookings.css';

// /inquiries/{id} (HC §2, HC §4 inquiry statuses): a guest's inquiry with its status and
// what it means, the guest's message, the stay, the confirm and reject actions, and the
// unavailabilities that share its nights.

export default function InquiryDetailsPage() {
  const { id = '' } = useParams();
  const query = useInquiry(id);
  const format = useStayFormat();
  const inquiry = query.data;
  if (!inquiry) return <DetailStates query={query} />;
  const guest = `${inquiry.customer.firstName} ${inquiry.customer.lastName}`.trim();
  return (
    <section className="page stay-details" aria-labelledby="stay-details-title">
      <p className="stay-details__back">
        <Link to="/inquiries">
          <FormattedMessage id="bookings.inquiries.back" />
        </Link>
      </p>
      <header className="stay-details__head">
        <div>
          <h1 id="stay-details-title" className="page-heading__title">
            <FormattedMessage id="bookings.inquiries.detailsTitle" values={{ guest }} />
          </h1>
          <p className="stay-details__code">
            <FormattedMessage id="bookings.details.code" values={{ code: inquiry.code }} />
          </p>
          <GuestMatchLabel stay={inquiry} />
        </div>
        <StatusBadge kind="inquiry" status={inquiry.status} />
      </header>
      <div className="stay-details__grid">
        <div className="stay-details__main">
          <GuestMessage message={inquiry.guestMessage} />
          <section className="stay-details__section" aria-labelledby="stay-facts-title">
            <h2 id="stay-facts-title" className="section-title">
              <FormattedMessage id="bookings.details.stayTitle" />
            </h2>
            <StaySummary stay={inquiry}>
              <Fact label={<FormattedMessage id="bookings.details.requested" />}>{format.instant(inquiry.createdAt)}</Fact>
            </StaySummary>
          </section>
          {inquiry.status === 'rejected' && inquiry.rejection && <DecisionFacts kind="inquiryRejection" decision={inquiry.rejection} />}
          {inquiry.status === 'cancelled' && inquiry.cancellation && <DecisionFacts kind="cancellation" decision={inquiry.cancellation} />}
          <OverlappingList inquiryId={inquiry.publicId} />
        </div>
        <aside className="stay-details__side">
          <QuoteLines quote={inquiry.quote} totalAmount={inquiry.totalAmount} currency={inquiry.currency} />
          <div className="stay-details__actions">
            <InquiryActions inquiry={inquiry} />
            <MessageGuestLink kind="inquiry" code={inquiry.code} />
          </div>
        </aside>
      </div>
    </section>
  );
}
