import { FormattedMessage } from '../../i18n/intl';
import { Link, useParams } from '../../router';
import { CancelStayAction } from './actions/cancel-stay-action';
import { StatusBadge } from './actions/status-badge';
import { useBooking } from './api';
import { DecisionFacts } from './decision-facts';
import { DetailStates } from './detail-states';
import { MessageGuestLink } from './message-guest-link';
import { QuoteLines } from './quote-lines';
import { stayPath } from '../../../shared/domain/bookings/stay-paths';
import { Fact, StaySummary } from './stay-summary';
import { useStayFormat } from './stay-format';
import './bookings.css';

// /booking-details/{id} (HC §2 Bookings): one booking — code, status (cancelled by
// guest or owner), unit, dates, guests, customer, what the guest pays — the request it was
// confirmed from, the cancellation when cancelled, and the host's cancel action.

export default function BookingDetailsPage() {
  const { id = '' } = useParams();
  const query = useBooking(id);
  const format = useStayFormat();
  const booking = query.data;
  if (!booking) return <DetailStates query={query} />;
  const guest = `${booking.customer.firstName} ${booking.customer.lastName}`.trim();
  return (
    <section className="page stay-details" aria-labelledby="stay-details-title">
      <p className="stay-details__back">
        <Link to="/bookings/all">
          <FormattedMessage id="bookings.details.backToBookings" />
        </Link>
      </p>
      <header className="stay-details__head">
        <div>
          <h1 id="stay-details-title" className="page-heading__title">
            <FormattedMessage id="bookings.details.bookingTitle" values={{ guest }} />
          </h1>
          <p className="stay-details__code">
            <FormattedMessage id="bookings.details.code" values={{ code: booking.code }} />
          </p>
        </div>
        <StatusBadge kind="booking" status={booking.status} cancelledBy={booking.cancelledBy} />
      </header>

      <div className="stay-details__grid">
        <div className="stay-details__main">
          <section className="stay-details__section" aria-labelledby="stay-facts-title">
            <h2 id="stay-facts-title" className="section-title">
              <FormattedMessage id="bookings.details.stayTitle" />
            </h2>
            <StaySummary stay={booking}>
              {booking.bookingType && (
                <Fact label={<FormattedMessage id="bookings.details.bookingType" />}>
                  <FormattedMessage id={`bookings.details.bookingType.${booking.bookingType}`} />
                </Fact>
              )}
              <Fact label={<FormattedMessage id="bookings.details.booked" />}>{format.instant(booking.createdAt)}</Fact>
              {booking.bookingRequest && (
                <Fact label={<FormattedMessage id="bookings.details.fromRequest" />}>
                  <Link to={stayPath('request', booking.bookingRequest)}>
                    <FormattedMessage id="bookings.details.fromRequestLink" values={{ code: booking.bookingRequest }} />
                  </Link>
                </Fact>
              )}
            </StaySummary>
          </section>
          {booking.status === 'CANCELLED' && booking.cancellation && <DecisionFacts kind="cancellation" decision={booking.cancellation} />}
        </div>
        <aside className="stay-details__side">
          <QuoteLines quote={booking.quote} totalAmount={booking.totalAmount} currency={booking.currency} />
          <div className="stay-details__actions">
            <CancelStayAction kind="booking" stay={booking} />
            <MessageGuestLink kind="booking" code={booking.code} />
          </div>
        </aside>
      </div>
    </section>
  );
}
