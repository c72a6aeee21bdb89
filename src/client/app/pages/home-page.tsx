import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useUserInfo } from '../../api/queries';
import { useToday } from '../../api/today';
import { generalErrorTexts } from '../../api/error-text';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { TodayCards, TodaySkeleton } from './today/today-sections';
import './today/today.css';

// '/': the Today page. A greeting and what needs the host now — requests or inquiries waiting
// (by the commercial model, shared/domain/today.ts), arrivals, departures and guests staying,
// unread conversations, reviews to answer, failing calendar imports, and this month against the
// last — each leading to the place to act. One call: GET /api/app/today.

export default function HomePage() {
  const intl = useIntl();
  const { data: user } = useUserInfo();
  const today = useToday();
  const name = user ? user.alias || user.firstName || user.companyName : null;

  return (
    <div className="page today-page">
      <PageHeading
        title={name ? <FormattedMessage id="home.greeting" values={{ name }} /> : <FormattedMessage id="home.greetingNoName" />}
        description={<FormattedMessage id="home.intro" />}
      />
      {user?.status === 'expired' && (
        <p className="notice notice--warning" role="alert">
          <FormattedMessage id="home.expired" />
        </p>
      )}
      <section aria-labelledby="home-summary">
        <h2 id="home-summary" className="section-title">
          <FormattedMessage id="home.summary" />
        </h2>
        {today.isPending ? (
          <TodaySkeleton />
        ) : today.isError ? (
          <div className="notice notice--error" role="alert" data-testid="today-error">
            <p>
              <FormattedMessage id="home.today.error" />
            </p>
            {generalErrorTexts(intl, today.error).map((text) => (
              <p key={text}>{text}</p>
            ))}
            <Button variant="secondary" busy={today.isFetching} onClick={() => void today.refetch()}>
              <FormattedMessage id="home.today.retry" />
            </Button>
          </div>
        ) : (
          <TodayCards today={today.data} />
        )}
      </section>
    </div>
  );
}
