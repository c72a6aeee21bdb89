import { FormattedMessage } from '../../i18n/intl';
import { PageHeading } from '../../ui/page-heading';
import { ChecklistCard } from '../../features/checklist/checklist-card';

// /home (AS §2.1): the scrollable overview with a page title. Its first widget is the
// onboarding checklist; the page scrolls with the document, so a long list is never cut off.
export default function OverviewPage() {
  return (
    <div className="page overview-page">
      <PageHeading title={<FormattedMessage id="overview.title" />} description={<FormattedMessage id="overview.intro" />} />
      <ChecklistCard />
    </div>
  );
}
