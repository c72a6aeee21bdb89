import { FormattedDate, FormattedMessage } from 'react-intl';
import type { IcalFeed } from '../../../shared/schemas/ical';

// What a host checks on an imported calendar: where it comes from, how many events it brought,
// when it last worked, why the last attempt failed, and whether it clashes with a booking.

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

export function FeedFacts({ feed }: { feed: IcalFeed }) {
  return (
    <>
      <p className="calendar-sync__source">{feed.url ?? <FormattedMessage id="listing.calendarSync.feed.uploadedFile" />}</p>
      <p className="calendar-sync__facts">
        <span>
          <FormattedMessage id="listing.calendarSync.feed.events" values={{ count: feed.eventCount }} />
        </span>
        <span>
          {feed.lastSuccessAt ? (
            <FormattedMessage
              id={feed.kind === 'file' ? 'listing.calendarSync.feed.lastImport' : 'listing.calendarSync.feed.lastSync'}
              values={{ when: <FormattedDate value={feed.lastSuccessAt} {...DATE_TIME} /> }}
            />
          ) : (
            <FormattedMessage id="listing.calendarSync.feed.neverSynced" />
          )}
        </span>
      </p>
      {feed.lastError && (
        <div className="notice notice--error calendar-sync__notice">
          <p>
            <FormattedMessage
              id="listing.calendarSync.feed.lastError"
              values={{ when: feed.lastAttemptAt ? <FormattedDate value={feed.lastAttemptAt} {...DATE_TIME} /> : '—' }}
            />{' '}
            <span className="calendar-sync__reason">{feed.lastError}</span>
          </p>
          {feed.eventCount > 0 && (
            <p>
              <FormattedMessage id="listing.calendarSync.feed.eventsKept" />
            </p>
          )}
          {feed.syncPaused && (
            <p>
              <FormattedMessage id="listing.calendarSync.feed.syncPaused" />
            </p>
          )}
        </div>
      )}
      {feed.overlappingBookings > 0 && (
        <p className="notice notice--warning calendar-sync__notice">
          <FormattedMessage id="listing.calendarSync.feed.overlaps" values={{ count: feed.overlappingBookings }} />
        </p>
      )}
    </>
  );
}
