import { FormattedMessage, useIntl } from '../../../i18n/intl';

// "Lena Brandt, 3 nights in Chalet Alpenblick, Dec 4, 2026 to Dec 7, 2026": which stay a dialog
// decides on, so the host never confirms or cancels the wrong one.

interface Stay {
  checkIn: string;
  checkOut: string;
  duration: number;
  customer: { firstName: string; lastName: string };
  propertyUnitSummary: { title: string };
}

export function StaySummary({ stay }: { stay: Stay }) {
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <p className="stay-actions__stay">
      <FormattedMessage
        id="bookings.actions.stay"
        values={{
          guest: `${stay.customer.firstName} ${stay.customer.lastName}`.trim(),
          nights: stay.duration,
          unit: stay.propertyUnitSummary.title,
          checkIn: day(stay.checkIn),
          checkOut: day(stay.checkOut),
        }}
      />
    </p>
  );
}
