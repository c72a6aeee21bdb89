import { FormattedMessage, useIntl } from '../../i18n/intl';
import { generalErrorTexts } from '../../api/error-text';
import { Button } from '../../ui/button';
import type { useIcalOverview } from './api';
import { LoadingSkeleton } from '../../ui/loading-skeleton';

// What shows while a unit's calendar sync overview is not there yet: loading, or the failure with
// Retry. The unit's calendar sync page and the calendar's import sidebar both use it.
export function OverviewStatus({ overview }: { overview: ReturnType<typeof useIcalOverview> }) {
  const intl = useIntl();
  if (overview.isError)
    return (
      <div role="alert" className="notice notice--error calendar-sync__load-failed">
        <p>
          <FormattedMessage id="calendar-sync.loadFailed" /> {generalErrorTexts(intl, overview.error).join(' ')}
        </p>
        <Button variant="secondary" busy={overview.isFetching} onClick={() => void overview.refetch()}>
          <FormattedMessage id="calendar-sync.retry" />
        </Button>
      </div>
    );
  return (
    <LoadingSkeleton label={<FormattedMessage id="calendar-sync.loading" />} />
  );
}
