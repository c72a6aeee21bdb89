import { FormattedMessage } from '../../i18n/intl';
import { PageHeading } from '../../ui/page-heading';
import { StayList } from './stay-list';
import './bookings.css';

// /inquiries (HC §2 Management routes): the inquiries of subscription and hybrid hosts
// (or with the special flag; the guard sees to that), with the same list as the bookings tabs.
export default function InquiriesPage() {
  return (
    <section className="page bookings-page">
      <PageHeading title={<FormattedMessage id="bookings.inquiries.title" />} description={<FormattedMessage id="bookings.inquiries.intro" />} />
      <StayList source={{ kind: 'inquiries' }} />
    </section>
  );
}
