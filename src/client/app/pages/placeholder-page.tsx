import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageHeading } from '../../ui/page-heading';
import { ButtonLink } from '../../ui/button-link';
import './placeholder-page.css';

// Routes whose feature is built later: the route exists (links and bookmarks work), the page says
// honestly that the feature is coming to this portal.
export default function PlaceholderPage({ featureKey }: { featureKey: string }) {
  const intl = useIntl();
  const feature = intl.formatMessage({ id: featureKey });
  return (
    <div className="page">
      <PageHeading title={feature} />
      <section className="placeholder">
        <div className="placeholder__art" aria-hidden="true" />
        <h2 className="placeholder__title">
          <FormattedMessage id="placeholder.title" values={{ feature }} />
        </h2>
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
