import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { ApiError } from '../../../api/http';
import { generalErrorTexts } from '../../../api/error-text';
import { Button } from '../../../ui/button';
import { CancelStayAction, InquiryActions, RequestActions, StatusBadge } from './stay-actions';
import { stayOfPayload, type StayKind, type StayRef } from './stay-links';
import { StayLinks } from './stay-links-view';
import { useBookingDetails, useInquiryDetails, useRequestDetails } from '../api';
import type { CalendarSidebarProps } from './sidebar-props';
import { calendarStayStatus, type StayStatus } from '../../../../shared/domain/bookings/calendar-status';
import { LoadingSkeleton } from '../../../ui/loading-skeleton';

// Booking, booking-request and inquiry details on the calendar (HC §2, HC §4 routing):
// the stay as the server now has it (read by its code), its status, the host's decisions on it
// (the bookings feature's actions) and the links to its page and its guest. A decision refreshes
// the stay, the lists and the unit's days, so this sidebar and the grid behind follow.

interface Stay {
  code: string;
  checkIn: string;
  checkOut: string;
  duration: number;
  guests: number;
  totalAmount: number;
  currency: string;
  customer: { firstName: string; lastName: string; email?: string | null; phoneNumber?: string | null };
}

function StayBody({ kind, stay, status, badge, actions }: { kind: StayKind; stay: Stay; status: StayStatus; badge: ReactNode; actions: ReactNode }) {
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const guest = `${stay.customer.firstName} ${stay.customer.lastName}`.trim();
  const ref: StayRef = { kind, publicId: stay.code };
  return (
    // The calendar's one status list (HC §4) names the stay whatever its kind.
    <div className="calendar-stay" data-stay={stay.code} data-calendar-status={calendarStayStatus(status) ?? undefined}>
      <div className="calendar-stay__head">
        <p className="calendar-stay__guest">{guest}</p>
        {badge}
      </div>
      <dl className="calendar-stay__facts">
        <dt>
          <FormattedMessage id="calendar.stay.code" />
        </dt>
        <dd>{stay.code}</dd>
        <dt>
          <FormattedMessage id="calendar.stay.dates" />
        </dt>
        <dd>
          <FormattedMessage id="calendar.stay.datesValue" values={{ checkIn: day(stay.checkIn), checkOut: day(stay.checkOut), nights: stay.duration }} />
        </dd>
        <dt>
          <FormattedMessage id="calendar.stay.guests" />
        </dt>
        <dd>{intl.formatNumber(stay.guests)}</dd>
        <dt>
          <FormattedMessage id="calendar.stay.total" />
        </dt>
        <dd>{intl.formatNumber(stay.totalAmount, { style: 'currency', currency: stay.currency })}</dd>
        {stay.customer.email && (
          <>
            <dt>
              <FormattedMessage id="calendar.stay.email" />
            </dt>
            <dd>{stay.customer.email}</dd>
          </>
        )}
        {stay.customer.phoneNumber && (
          <>
            <dt>
              <FormattedMessage id="calendar.stay.phone" />
            </dt>
            <dd>{stay.customer.phoneNumber}</dd>
          </>
        )}
      </dl>
      <div className="calendar-stay__actions">{actions}</div>
      <StayLinks stay={ref} />
    </div>
  );
}

/** Loading, a failed read (with Try again) or a stay that is gone; null once the stay is there. */
function QueryState({ query }: { query: UseQueryResult<unknown, ApiError> }) {
  const intl = useIntl();
  if (query.data) return null;
  if (query.isError) {
    if (query.error.status === 404)
      return (
        <p className="calendar-sidebar__empty" role="alert">
          <FormattedMessage id="calendar.stay.notFound" />
        </p>
      );
    return (
      <div role="alert" className="notice notice--error">
        <p>
          <FormattedMessage id="calendar.stay.loadError" /> {generalErrorTexts(intl, query.error).join(' ')}
        </p>
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          <FormattedMessage id="calendar.stay.retry" />
        </Button>
      </div>
    );
  }
  return (
    <LoadingSkeleton label={<FormattedMessage id="calendar.stay.loading" />} lines={3} />
  );
}

function NoStay() {
  return (
    <p className="calendar-sidebar__empty">
      <FormattedMessage id="calendar.stay.none" />
    </p>
  );
}

function BookingBody({ publicId }: { publicId: string }) {
  const query = useBookingDetails(publicId);
  const booking = query.data;
  if (!booking) return <QueryState query={query} />;
  return (
    <StayBody
      kind="booking"
      stay={booking}
      status={{ kind: 'booking', status: booking.status }}
      badge={<StatusBadge kind="booking" status={booking.status} cancelledBy={booking.cancelledBy} />}
      actions={<CancelStayAction kind="booking" stay={booking} />}
    />
  );
}

function RequestBody({ publicId, onConfirmed }: { publicId: string; onConfirmed: (bookingPublicId: string) => void }) {
  const query = useRequestDetails(publicId);
  const request = query.data;
  if (!request) return <QueryState query={query} />;
  return <StayBody kind="request" stay={request} status={{ kind: 'request', status: request.status }} badge={<StatusBadge kind="request" status={request.status} />} actions={<RequestActions request={request} onConfirmed={onConfirmed} />} />;
}

function InquiryBody({ publicId }: { publicId: string }) {
  const query = useInquiryDetails(publicId);
  const inquiry = query.data;
  if (!inquiry) return <QueryState query={query} />;
  return <StayBody kind="inquiry" stay={inquiry} status={{ kind: 'inquiry', status: inquiry.status }} badge={<StatusBadge kind="inquiry" status={inquiry.status} />} actions={<InquiryActions inquiry={inquiry} />} />;
}

// Keyed by the stay: another stay in the same sidebar starts afresh (no dialog of the last one left open).
export function BookingDetailsSidebar({ entry }: CalendarSidebarProps) {
  const stay = stayOfPayload('booking', entry.payload);
  return stay ? <BookingBody key={stay.publicId} publicId={stay.publicId} /> : <NoStay />;
}

export function RequestDetailsSidebar({ entry, onReplace }: CalendarSidebarProps) {
  const stay = stayOfPayload('request', entry.payload);
  // A confirmed request became a new booking: its details take the request's place in the stack.
  const onConfirmed = (bookingPublicId: string) => onReplace('booking-details', { stay: { kind: 'booking', publicId: bookingPublicId } });
  return stay ? <RequestBody key={stay.publicId} publicId={stay.publicId} onConfirmed={onConfirmed} /> : <NoStay />;
}

export function InquiryDetailsSidebar({ entry }: CalendarSidebarProps) {
  const stay = stayOfPayload('inquiry', entry.payload);
  return stay ? <InquiryBody key={stay.publicId} publicId={stay.publicId} /> : <NoStay />;
}
