import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { StatusPage } from '../../ui/status-page';

// The loading and failed states the management pages share.
export function ManagementLoading() {
  const intl = useIntl();
  return <PageSpinner label={intl.formatMessage({ id: 'listing.loading' })} />;
}

export function ManagementLoadFailed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <StatusPage title={<FormattedMessage id="listing.loadFailed.title" />} description={<FormattedMessage id="listing.loadFailed.description" />}>
      <Button onClick={onRetry} busy={busy}>
        <FormattedMessage id="listing.action.retry" />
      </Button>
    </StatusPage>
  );
}
