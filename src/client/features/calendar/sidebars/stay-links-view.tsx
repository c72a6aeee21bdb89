import { FormattedMessage } from '../../../i18n/intl';
import { Link } from '../../../router';
import { messagePath, stayPath, type StayRef } from './stay-links';

// A stay's two ways on from the calendar: its full page, and the conversation with its guest.
// Each link names the stay's code for a screen reader, as several cards stand side by side.

export function StayLinks({ stay }: { stay: StayRef }) {
  return (
    <p className="calendar-stay-links">
      <Link to={stayPath(stay.kind, stay.publicId)}>
        <FormattedMessage id="calendar.stay.viewDetails" />
        <span className="visually-hidden"> {stay.publicId}</span>
      </Link>
      <Link to={messagePath(stay)}>
        <FormattedMessage id="calendar.stay.message" />
        <span className="visually-hidden"> {stay.publicId}</span>
      </Link>
    </p>
  );
}
