import { FormattedMessage } from '../../i18n/intl';
import { Navigate, useParams } from '../../router';
import { canUseInquiries, BOOKING_TABS } from '../../../shared/domain/route-access';
import { useUserInfo } from '../../api/queries';
import { useAppData } from '../../app/app-data';
import { PageHeading } from '../../ui/page-heading';
import { BookingTypeSwitchBanner } from './actions/booking-type-switch-banner';
import { BookingTabBar, DEFAULT_BOOKING_TAB, isBookingTab } from './booking-tabs';
import { StayList, type ListSource } from './stay-list';
import './bookings.css';

// /bookings and /bookings/{tab} (HC §2 Bookings; commission hosts, the guard sees to
// that): /bookings and an unknown tab open the upcoming bookings. The inquiries tab is there for
// hosts who may use inquiries (hybrid hosts, or the special flag; HC §2 inquiries area).

export default function BookingsPage() {
  const { tab } = useParams();
  const user = useUserInfo().data;
  const { publicSettings } = useAppData();
  const inquiries = user ? canUseInquiries(user, publicSettings.specialInquiriesFlag) : false;
  const tabs = BOOKING_TABS.filter((t) => t !== 'inquiries' || inquiries);

  if (!isBookingTab(tab) || !tabs.includes(tab)) return <Navigate to={`/bookings/${DEFAULT_BOOKING_TAB}`} replace />;
  const source: ListSource = tab === 'requests' ? { kind: 'requests' } : tab === 'inquiries' ? { kind: 'inquiries' } : { kind: 'bookings', tab };

  return (
    <section className="page bookings-page">
      <PageHeading title={<FormattedMessage id="bookings.pages.title" />} />
      <BookingTabBar tabs={tabs} current={tab} />
      {tab === 'requests' && <BookingTypeSwitchBanner />}
      {/* Keyed by tab: each tab starts with its own list state. */}
      <StayList key={tab} source={source} />
    </section>
  );
}
