import { FormattedMessage } from '../../i18n/intl';
import { Link, useParams } from '../../router';
import { ButtonLink } from '../../ui/button-link';
import { RequestActions } from './actions/request-actions';
import { StatusBadge } from './actions/status-badge';
import { useBookingRequest } from './api';
import { DecisionFacts } from './decision-facts';
import { DetailStates } from './detail-states';
import { Expiration, useNow } from './expiration';
import { GuestMessage } from './guest-message';
import { MessageGuestLink } from './message-guest-link';
import { QuoteLines } from './quote-lines';
import { requestConfirmationPath, stayPath } from '../../../shared/domain/bookings/stay-paths';
import { Fact, StaySummary } from './stay-summary';
import { useStayFormat } from './stay-format';
import { GuestMatchLabel } from '../guest-profile/guest-match-label';
import './bookings.css';

// /booking-request-details/{id} (HC §2 Bookings, HC §4 request statuses): a guest's
// request — the time left to answer, the guest's message, the stay and its price — with the
// confirm and reject actions, an "Accept" path through the confirmation page, and once confirmed
// a link to the booking it became.

export default function RequestDetailsPage() {
  const { id = '' } = useParams();
  const query = useBookingRequest(id);
  const now = useNow();
  const format = useStayFormat();
  const request = query.data;
  if (!request) return <DetailStates query={query} />;
  const guest = `${request.customer.firstName} ${request.customer.lastName}`.trim();
  const pending = request.status === 'REQUESTED';
  return (
    <section className="page stay-details" aria-labelledby="stay-details-title">
      <p className="stay-details__back">
        <Link to="/bookings/requests">
          <FormattedMessage id="bookings.details.backToRequests" />
        </Link>
      </p>
      <header className="stay-details__head">
        <div>
          <h1 id="stay-details-title" className="page-heading__title">
            <FormattedMessage id="bookings.details.requestTitle" values={{ guest }} />
          </h1>
          <p className="stay-details__code">
            <FormattedMessage id="bookings.details.code" values={{ code: request.code }} />
          </p>
          <GuestMatchLabel stay={request} />
        </div>
        <div className="stay-details__status">
          <StatusBadge kind="request" status={request.status} />
          {pending && request.expirationTime && <Expiration expirationTime={request.expirationTime} now={now} />}
        </div>
      </header>

      {request.status === 'CONFIRMED' && request.booking && (
        <div className="notice notice--success stay-details__outcome" role="status">
          <p>
            <FormattedMessage id="bookings.details.requestConfirmed" />
          </p>
          <ButtonLink to={stayPath('booking', request.booking)} variant="secondary">
            <FormattedMessage id="bookings.details.viewBooking" values={{ code: request.booking }} />
          </ButtonLink>
        </div>
      )}

      <div className="stay-details__grid">
        <div className="stay-details__main">
          <GuestMessage message={request.guestMessage} />
          <section className="stay-details__section" aria-labelledby="stay-facts-title">
            <h2 id="stay-facts-title" className="section-title">
              <FormattedMessage id="bookings.details.stayTitle" />
            </h2>
            <StaySummary stay={request}>
              <Fact label={<FormattedMessage id="bookings.details.requested" />}>{format.instant(request.createdAt)}</Fact>
            </StaySummary>
          </section>
          {request.status === 'REJECTED' && request.rejection && <DecisionFacts kind="requestRejection" decision={request.rejection} />}
        </div>
        <aside className="stay-details__side">
          <QuoteLines quote={request.quote} totalAmount={request.totalAmount} currency={request.currency} />
          <div className="stay-details__actions">
            {request.availableActions.includes('confirm') && (
              <ButtonLink to={requestConfirmationPath(request.publicId)} variant="primary">
                <FormattedMessage id="bookings.details.accept" />
              </ButtonLink>
            )}
            <RequestActions request={request} />
            <MessageGuestLink kind="request" code={request.code} />
          </div>
        </aside>
      </div>
    </section>
  );
}
