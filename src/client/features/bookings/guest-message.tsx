import { FormattedMessage } from '../../i18n/intl';

// What the guest wrote with the request or inquiry, kept as typed (React escapes it).
export function GuestMessage({ message }: { message: string | null }) {
  return (
    <section className="stay-details__section" aria-labelledby="guest-message-title">
      <h2 id="guest-message-title" className="section-title">
        <FormattedMessage id="bookings.details.guestMessage" />
      </h2>
      {message ? (
        <blockquote className="stay-details__message">{message}</blockquote>
      ) : (
        <p className="stay-details__muted">
          <FormattedMessage id="bookings.details.noGuestMessage" />
        </p>
      )}
    </section>
  );
}
