import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { IcalFeed } from '../../../../shared/schemas/ical';
import { refreshUnitDays } from '../../availability/refresh-unit-days';
import { AddFeed } from '../../calendar-sync/add-feed';
import { FeedList } from '../../calendar-sync/feed-list';
import { useIcalOverview } from '../../calendar-sync/api';
import { LiveRegion } from '../../calendar-sync/live-region';
import { OverviewStatus } from '../../calendar-sync/overview-status';
import type { CalendarSidebarProps } from './sidebar-props';
import '../../calendar-sync/calendar-sync.css';

// The calendar's import sidebar (onboarding task "sync calendar"): the unit's imported calendars
// and adding one by link or file, the same forms as the unit's calendar sync page. What an
// import, sync or removal changes shows on the grid behind at once: the unit's days are read again.

/** What of the imported calendars changes the days: which there are, and what they last read. */
const feedsSignature = (feeds: readonly IcalFeed[]) => feeds.map((f) => `${f.id}:${f.lastSuccessAt ?? ''}:${f.eventCount}`).join('|');

function useRefreshDaysWhenFeedsChange(unitId: string, feeds: readonly IcalFeed[] | undefined) {
  const client = useQueryClient();
  const last = useRef<string | null>(null);
  const signature = feeds ? feedsSignature(feeds) : null;
  useEffect(() => {
    if (signature === null) return;
    // The first answer is what the grid already shows; only a change afterwards refreshes it.
    if (last.current !== null && last.current !== signature) void refreshUnitDays(client, unitId);
    last.current = signature;
  }, [client, unitId, signature]);
}

export function CalendarImportSidebar({ unitId }: CalendarSidebarProps) {
  const overview = useIcalOverview(unitId);
  useRefreshDaysWhenFeedsChange(unitId, overview.data?.feeds);
  return (
    <LiveRegion>
      <div className="calendar-sync calendar-import">
        <p className="calendar-import__intro">
          <FormattedMessage id="calendar.onboarding.sync_calendar.body" />
        </p>
        {overview.data ? (
          <>
            <AddFeed unitId={unitId} />
            <FeedList unitId={unitId} feeds={overview.data.feeds} />
          </>
        ) : (
          <OverviewStatus overview={overview} />
        )}
      </div>
    </LiveRegion>
  );
}
