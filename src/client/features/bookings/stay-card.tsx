import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import type { BookingListItem, BookingRequestListItem, InquiryListItem } from '../../../shared/schemas/bookings';
import { StatusBadge } from './actions/status-badge';
import { Expiration } from './expiration';
import { stayPath, type StayKind } from '../../../shared/domain/bookings/stay-paths';
import { useStayFormat } from './stay-format';

// One stay of a list: who, where, when (with nights), how many, how much, and its status; the
// guest's name links to the details. Requests also say when they expire.

export type StayRow =
  | { kind: 'booking'; item: BookingListItem }
  | { kind: 'request'; item: BookingRequestListItem }
  | { kind: 'inquiry'; item: InquiryListItem };

/** The HC §4 status with its tone (and, for inquiries, what it means). */
function RowStatus({ row }: { row: StayRow }) {
  switch (row.kind) {
    case 'booking':
      return <StatusBadge kind="booking" status={row.item.status} cancelledBy={row.item.cancelledBy} />;
    case 'request':
      return <StatusBadge kind="request" status={row.item.status} />;
    case 'inquiry':
      return <StatusBadge kind="inquiry" status={row.item.status} />;
  }
}

export function StayCard({ row, now }: { row: StayRow; now: number }) {
  const intl = useIntl();
  const format = useStayFormat();
  const { item } = row;
  const guest = `${item.customer.firstName} ${item.customer.lastName}`.trim();
  const titleId = `stay-${row.kind}-${item.publicId}`;
  return (
    <article className="stay-card" aria-labelledby={titleId}>
      <div className="stay-card__main">
        <h2 className="stay-card__guest" id={titleId}>
          <Link to={stayPath(row.kind as StayKind, item.publicId)}>{guest}</Link>
        </h2>
        <p className="stay-card__unit">{item.propertyUnitSummary.title}</p>
        <p className="stay-card__dates">
          <FormattedMessage id="bookings.pages.stay" values={{ range: format.range(item.checkIn, item.checkOut), nights: item.duration }} />
        </p>
        <p className="stay-card__facts">
          <span>
            <FormattedMessage id="bookings.pages.guests" values={{ count: item.guests }} />
          </span>
          <span className="stay-card__code" aria-label={intl.formatMessage({ id: 'bookings.pages.codeLabel' }, { code: item.publicId })}>
            {item.publicId}
          </span>
        </p>
      </div>
      <div className="stay-card__side">
        <RowStatus row={row} />
        <p className="stay-card__total">
          <span className="visually-hidden">
            <FormattedMessage id="bookings.pages.total" />{' '}
          </span>
          {format.money(item.totalAmount, item.currency)}
        </p>
        {row.kind === 'request' && row.item.status === 'REQUESTED' && row.item.expirationTime && <Expiration expirationTime={row.item.expirationTime} now={now} />}
      </div>
    </article>
  );
}
