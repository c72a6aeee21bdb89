import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { GuestSession } from '../../../shared/schemas/messaging';
import { guestStayStatus } from './stay-status';
import { GuestCancelStay } from './guest-cancel-stay';

// The stay the chat is about: what the guest booked (or asked for), when, for how many, with whom;
// and, while the shared rule allows it, the guest's way to cancel it (guest-cancel-stay.tsx).

export function GuestStayFacts({ session }: { session: GuestSession }) {
  const intl = useIntl();
  // Stay dates are calendar days: formatted as such, never shifted by the reader's time zone.
  const day = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const facts: [string, string][] = [
    ['unit', session.unitTitle],
    ['dates', `${day(session.checkIn)} – ${day(session.checkOut)}`],
    ['guests', intl.formatMessage({ id: 'guest-chat.chat.stay.guestsCount' }, { count: session.guests })],
    ['host', session.hostName],
    ['code', `${intl.formatMessage({ id: `guest-chat.chat.kind.${session.kind}` })} ${session.bookingCode}`],
    ['status', intl.formatMessage({ id: `guest-chat.chat.status.${guestStayStatus(session.kind, session.stayStatus)}` })],
  ];
  return (
    <section className="guest-chat__stay" aria-labelledby="guest-chat-stay-title">
      <h2 id="guest-chat-stay-title">
        <FormattedMessage id="guest-chat.chat.stay.title" />
      </h2>
      <dl className="guest-chat__facts">
        {facts.map(([key, value]) => (
          <div key={key} className="guest-chat__fact">
            <dt>
              <FormattedMessage id={`guest-chat.chat.stay.${key}`} />
            </dt>
            <dd data-testid={`guest-chat-stay-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <GuestCancelStay session={session} />
    </section>
  );
}
