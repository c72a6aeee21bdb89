import { FormattedMessage, useIntl } from 'react-intl';
import { generalErrorTexts } from '../../api/error-text';
import { Button } from '../../ui/button';
import type { UnitPanelProps } from '../property-management/unit-panels';
import { AddFeed } from './add-feed';
import { ExportLink } from './export-link';
import { FeedList } from './feed-list';
import { useIcalOverview } from './ical-queries';
import { LiveRegion } from './live-region';
import './calendar-sync.css';

// The unit's calendar sync sub-page (issue 4 part 4): the link other sites read this unit's
// calendar from, the calendars imported from them, and adding one by link or file.
export function CalendarSyncPanel({ unit }: UnitPanelProps) {
  const intl = useIntl();
  const overview = useIcalOverview(unit.publicId);
  return (
    <LiveRegion>
      <div className="manage-unit__forms calendar-sync">
        <h2 className="visually-hidden">
          <FormattedMessage id="listing.manage.sub.calendar-sync" />
        </h2>
        {overview.data ? (
          <>
            <ExportLink unitId={unit.publicId} exportUrl={overview.data.exportUrl} />
            <FeedList unitId={unit.publicId} feeds={overview.data.feeds} />
            <AddFeed unitId={unit.publicId} />
          </>
        ) : overview.isError ? (
          <div role="alert" className="notice notice--error calendar-sync__load-failed">
            <p>
              <FormattedMessage id="listing.calendarSync.loadFailed" /> {generalErrorTexts(intl, overview.error).join(' ')}
            </p>
            <Button variant="secondary" busy={overview.isFetching} onClick={() => void overview.refetch()}>
              <FormattedMessage id="listing.action.retry" />
            </Button>
          </div>
        ) : (
          <p className="calendar-sync__loading" role="status">
            <span className="spinner__circle spinner__circle--button" aria-hidden="true" /> <FormattedMessage id="listing.calendarSync.loading" />
          </p>
        )}
      </div>
    </LiveRegion>
  );
}
