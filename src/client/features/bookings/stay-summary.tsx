import type { ReactNode } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Link } from '../../router';
import type { CustomerSchema, PropertyUnitSummarySchema } from '../../../shared/schemas/bookings';
import type * as v from 'valibot';
import { calendarPath } from '../../../shared/domain/bookings/stay-paths';
import { useStayFormat } from './stay-format';

// The facts every stay has, as a description list: unit, check-in and check-out with nights,
// guests and the customer (HC §3 Booking: checkIn, checkOut, duration, guests, customer names).

export interface SummaryStay {
  checkIn: string;
  checkOut: string;
  duration: number;
  guests: number;
  customer: v.InferOutput<typeof CustomerSchema>;
  propertyUnitSummary: v.InferOutput<typeof PropertyUnitSummarySchema>;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="stay-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function StaySummary({ stay, children }: { stay: SummaryStay; children?: ReactNode }) {
  const format = useStayFormat();
  const { customer } = stay;
  return (
    <dl className="stay-facts">
      <Fact label={<FormattedMessage id="bookings.details.unit" />}>
        {stay.propertyUnitSummary.title}{' '}
        <Link className="stay-facts__link" to={calendarPath(stay.propertyUnitSummary.publicId)}>
          <FormattedMessage id="bookings.details.openCalendar" />
        </Link>
      </Fact>
      <Fact label={<FormattedMessage id="bookings.details.checkIn" />}>{format.day(stay.checkIn, 'long')}</Fact>
      <Fact label={<FormattedMessage id="bookings.details.checkOut" />}>{format.day(stay.checkOut, 'long')}</Fact>
      <Fact label={<FormattedMessage id="bookings.details.nights" />}>
        <FormattedMessage id="bookings.details.nightsCount" values={{ count: stay.duration }} />
      </Fact>
      <Fact label={<FormattedMessage id="bookings.details.guests" />}>
        <FormattedMessage id="bookings.pages.guests" values={{ count: stay.guests }} />
      </Fact>
      <Fact label={<FormattedMessage id="bookings.details.customer" />}>
        <span className="stay-facts__customer">
          <span>{`${customer.firstName} ${customer.lastName}`.trim()}</span>
          {customer.email && <a href={`mailto:${customer.email}`}>{customer.email}</a>}
          {customer.phoneNumber && <a href={`tel:${customer.phoneNumber.replace(/[^\d+]/g, '')}`}>{customer.phoneNumber}</a>}
        </span>
      </Fact>
      {children}
    </dl>
  );
}
