import { FormattedMessage } from '../../i18n/intl';
import type { UnitPanelProps } from '../property-management/unit-panel-props';
import { AddFeed } from './add-feed';
import { ExportLink } from './export-link';
import { FeedList } from './feed-list';
import { useIcalOverview } from './api';
import { LiveRegion } from './live-region';
import { OverviewStatus } from './overview-status';
import './calendar-sync.css';

// The unit's calendar sync sub-page: the link other sites read this unit's
// calendar from, the calendars imported from them, and adding one by link or file.
export function CalendarSyncPanel({ unit }: UnitPanelProps) {
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
        ) : (
          <OverviewStatus overview={overview} />
        )}
      </div>
    </LiveRegion>
  );
}
