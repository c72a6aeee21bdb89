import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../ui/page-heading';
import { ButtonLink } from '../../ui/button-link';

// /home (spec §2.1): the scrollable overview with a page title. Its widgets arrive with the
// areas they summarise; until then it points to the dashboard.
export default function OverviewPage() {
  return (
    <div className="page">
      <PageHeading title={<FormattedMessage id="overview.title" />} description={<FormattedMessage id="overview.intro" />} />
      <section className="placeholder">
        <p className="placeholder__body">
          <FormattedMessage id="placeholder.body" />
        </p>
        <ButtonLink to="/" variant="secondary">
          <FormattedMessage id="placeholder.home" />
        </ButtonLink>
      </section>
    </div>
  );
}
