import { useEffect, useRef } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Link, useParams } from '../../router';
import { ButtonLink } from '../../ui/button-link';
import { RequestActions } from './actions/request-actions';
import { useBookingRequest } from './api';
import { DetailStates } from './detail-states';
import { Expiration, useNow } from './expiration';
import { QuoteLines } from './quote-lines';
import { calendarPath, stayPath } from '../../../shared/domain/bookings/stay-paths';
import { StaySummary } from './stay-summary';
import './bookings.css';

// /booking-request-confirmation/{id} (HC §2 Bookings; the shell hides the centre
// navigation here, AS §2.5): one focused step — the stay and what it pays, then
// the confirm action. Once the request is confirmed (the action updates the cached request), the
// page turns into its success state with the new booking and the unit's calendar.

export default function RequestConfirmationPage() {
  const { id = '' } = useParams();
  const query = useBookingRequest(id);
  const now = useNow();
  const request = query.data;
  if (!request) return <DetailStates query={query} />;
  const guest = `${request.customer.firstName} ${request.customer.lastName}`.trim();

  if (request.status === 'CONFIRMED') return <ConfirmedState guest={guest} booking={request.booking} unitId={request.propertyUnitSummary.publicId} />;

  return (
    <section className="page stay-confirmation" aria-labelledby="stay-confirmation-title">
      <p className="stay-details__back">
        <Link to={stayPath('request', request.publicId)}>
          <FormattedMessage id="bookings.details.confirmation.back" />
        </Link>
      </p>
      <h1 id="stay-confirmation-title" className="page-heading__title">
        <FormattedMessage id="bookings.details.confirmation.title" values={{ guest }} />
      </h1>
      {request.status !== 'REQUESTED' ? (
        <div className="notice notice--warning" role="status">
          <p>
            <FormattedMessage id="bookings.details.confirmation.notPending" />
          </p>
        </div>
      ) : (
        <p className="stay-confirmation__intro">
          <FormattedMessage id="bookings.details.confirmation.intro" />{' '}
          {request.expirationTime && <Expiration expirationTime={request.expirationTime} now={now} />}
        </p>
      )}
      <div className="stay-details__grid">
        <div className="stay-details__main">
          <section className="stay-details__section" aria-labelledby="stay-facts-title">
            <h2 id="stay-facts-title" className="section-title">
              <FormattedMessage id="bookings.details.stayTitle" />
            </h2>
            <StaySummary stay={request} />
          </section>
        </div>
        <aside className="stay-details__side">
          <QuoteLines quote={request.quote} totalAmount={request.totalAmount} currency={request.currency} />
          <p className="stay-confirmation__payout">
            <FormattedMessage id="bookings.details.confirmation.payout" />
          </p>
          <div className="stay-details__actions">
            <RequestActions request={request} />
          </div>
        </aside>
      </div>
    </section>
  );
}

/** The success state; it takes the focus, as the confirm buttons that had it are gone. */
function ConfirmedState({ guest, booking, unitId }: { guest: string; booking: string | null; unitId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page stay-confirmation" aria-labelledby="stay-confirmation-title">
      <div className="stay-confirmation__success" role="status">
        <h1 id="stay-confirmation-title" ref={heading} tabIndex={-1} className="page-heading__title">
          <FormattedMessage id="bookings.details.confirmation.doneTitle" />
        </h1>
        <p>
          <FormattedMessage id="bookings.details.confirmation.doneBody" values={{ guest }} />
        </p>
      </div>
      <div className="stay-confirmation__links">
        {booking && (
          <ButtonLink to={stayPath('booking', booking)} variant="primary">
            <FormattedMessage id="bookings.details.viewBooking" values={{ code: booking }} />
          </ButtonLink>
        )}
        <ButtonLink to={calendarPath(unitId)} variant="secondary">
          <FormattedMessage id="bookings.details.confirmation.openCalendar" />
        </ButtonLink>
      </div>
    </section>
  );
}
