import { FormattedMessage } from 'react-intl';

// Placeholder until the insights page lands (issue 10); replaced by the page's own module.
export default function InsightsPage() {
  return (
    <main className="page">
      <h1>
        <FormattedMessage id="insights.page.title" />
      </h1>
    </main>
  );
}
