import { FormattedMessage, useIntl } from '../../i18n/intl';
import { guestMatchLabel, guestMatchScore, type StayForMatch } from '../../../shared/domain/guest-profile/guest-match';
import { useGuestPreferences } from './api';
import { useUserInfo } from '../../api/queries';
import './guest-match.css';

// "Guest match: great" on a request's or inquiry's page (AS §2.8 labels), once the
// host has answered every question. The score is the shared rule (shared/domain/guest-profile),
// computed here from the stay and the host's answers, so the bookings API stays as it is.
// Texts: src/client/features/bookings/texts/guest-match (the bookings pages' scope).
export function GuestMatchLabel({ stay }: { stay: StayForMatch }) {
  const intl = useIntl();
  const preferences = useGuestPreferences();
  const user = useUserInfo();
  if (!preferences.data?.completed || !user.data) return null;
  const score = guestMatchScore(preferences.data.answers, stay, user.data.hostProfile.hostLanguages);
  const label = guestMatchLabel(score);
  return (
    <p className={`guest-match guest-match--${label}`} title={intl.formatMessage({ id: 'bookings.guestMatch.detail' }, { score })}>
      <FormattedMessage id="bookings.guestMatch.label" values={{ label: intl.formatMessage({ id: `bookings.guestMatch.${label}` }) }} />
      <span className="visually-hidden"> {intl.formatMessage({ id: 'bookings.guestMatch.detail' }, { score })}</span>
    </p>
  );
}
