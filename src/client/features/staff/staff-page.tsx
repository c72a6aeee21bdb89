import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { PageHeading } from '../../ui/page-heading';
import { ListingReviews } from './listing-reviews';
import { StaffHosts } from './staff-hosts';
import { SupportMessages } from './support-messages';
import { BrowserHealth } from './browser-health';
import { DeadJobs } from './dead-jobs';
import { DataRequests } from './data-requests';
import { VerificationReviews } from './verification-reviews';
import './staff.css';

// /staff, the support staff's desk (AS §1, AS §3, AS §6): act for a host, review identity
// verifications handed in, review listings under review, see background jobs given up. Sections on one page (a short jump
// list on top), so a keyboard or screen-reader user reaches each by its heading.

export default function StaffPage() {
  const intl = useIntl();
  return (
    <div className="page staff-page">
      <PageHeading title={<FormattedMessage id="staff.review.title" />} description={<FormattedMessage id="staff.review.intro" />} />
      <nav className="staff-page__jump" aria-label={intl.formatMessage({ id: 'staff.review.jump' })}>
        <a href="#staff-hosts">
          <FormattedMessage id="staff.title" />
        </a>
        <a href="#staff-verifications">
          <FormattedMessage id="staff.review.verifications.title" />
        </a>
        <a href="#staff-listings">
          <FormattedMessage id="staff.review.listings.title" />
        </a>
        <a href="#staff-support-messages">
          <FormattedMessage id="staff.support.title" />
        </a>
        <a href="#staff-data-requests">
          <FormattedMessage id="staff.dataRequests.title" />
        </a>
        <a href="#staff-browser-health">
          <FormattedMessage id="staff.browserHealth.title" />
        </a>
        <a href="#staff-dead-jobs">
          <FormattedMessage id="staff.deadJobs.title" />
        </a>
        <Link to="/staff/mail">
          <FormattedMessage id="staff.mail.openLink" />
        </Link>
        <Link to="/machines">
          <FormattedMessage id="staff.machines" />
        </Link>
      </nav>
      <StaffHosts />
      <VerificationReviews />
      <ListingReviews />
      <SupportMessages />
      <DataRequests />
      <BrowserHealth />
      <DeadJobs />
    </div>
  );
}
