import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isHybrid } from '../../../shared/domain/commercial-model';
import { useUserInfo } from '../../api/queries';
import { PageHeading } from '../../ui/page-heading';
import { PageSpinner } from '../../ui/spinner';

// '/': the dashboard. A greeting and what is waiting for the host; each count leads to its area.
// The counts come with user info (GET /api/app/user/info).

interface Tile {
  id: 'pendingBookings' | 'unreadMessages' | 'inquiries' | 'unansweredReviews';
  to: string;
}

export default function HomePage() {
  const intl = useIntl();
  const { data: user } = useUserInfo();
  if (!user) return <PageSpinner label={intl.formatMessage({ id: 'app.pageLoading' })} />;

  const name = user.alias || user.firstName || user.companyName;
  const tiles: Tile[] = [
    ...(user.commercialModel === 'commission' ? [{ id: 'pendingBookings', to: '/bookings/requests' } as const] : []),
    { id: 'unreadMessages', to: '/messages' },
    ...(user.commercialModel === 'subscription' || isHybrid(user) ? [{ id: 'inquiries', to: '/inquiries' } as const] : []),
    { id: 'unansweredReviews', to: '/insights/reviews' },
  ];

  return (
    <div className="page">
      <PageHeading
        title={name ? <FormattedMessage id="home.greeting" values={{ name }} /> : <FormattedMessage id="home.greetingNoName" />}
        description={<FormattedMessage id="home.intro" />}
      />
      {user.status === 'expired' && (
        <p className="notice notice--warning" role="alert">
          <FormattedMessage id="home.expired" />
        </p>
      )}
      <section aria-labelledby="home-summary">
        <h2 id="home-summary" className="section-title">
          <FormattedMessage id="home.summary" />
        </h2>
        <ul className="tiles">
          {tiles.map((tile) => {
            const count = user.counts[tile.id];
            return (
              <li key={tile.id}>
                <Link className={`tile${count > 0 ? ' tile--attention' : ''}`} to={tile.to} data-testid={`count-${tile.id}`}>
                  <span className="tile__count">{intl.formatNumber(count)}</span>
                  <span className="tile__label">
                    <FormattedMessage id={`home.count.${tile.id}`} values={{ count }} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
