import { FormattedDate, FormattedMessage } from '../../i18n/intl';
import type { IcalFeed } from '../../../shared/schemas/ical';

// What a host checks on an imported calendar: where it comes from, how many events it brought,
// when it last worked, why the last attempt failed, and whether it clashes with a booking.

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

export function FeedFacts({ feed }: { feed: IcalFeed }) {
  return (
    <>
      <p className="calendar-sync__source">{feed.url ?? <FormattedMessage id="calendar-sync.feed.uploadedFile" />}</p>
      <p className="calendar-sync__facts">
        <span>
          <FormattedMessage id="calendar-sync.feed.events" values={{ count: feed.eventCount }} />
        </span>
        <span>
          {feed.lastSuccessAt ? (
            <FormattedMessage
              id={feed.kind === 'file' ? 'calendar-sync.feed.lastImport' : 'calendar-sync.feed.lastSync'}
              values={{ when: <FormattedDate value={feed.lastSuccessAt} {...DATE_TIME} /> }}
            />
          ) : (
            <FormattedMessage id="calendar-sync.feed.neverSynced" />
          )}
        </span>
      </p>
      {feed.lastError && (
        <div className="notice notice--error calendar-sync__notice">
          <p>
            <FormattedMessage
              id="calendar-sync.feed.lastError"
              values={{ when: feed.lastAttemptAt ? <FormattedDate value={feed.lastAttemptAt} {...DATE_TIME} /> : '—' }}
            />{' '}
            <span className="calendar-sync__reason">{feed.lastError}</span>
          </p>
          {feed.eventCount > 0 && (
            <p>
              <FormattedMessage id="calendar-sync.feed.eventsKept" />
            </p>
          )}
          {feed.syncPaused && (
            <p>
              <FormattedMessage id="calendar-sync.feed.syncPaused" />
            </p>
          )}
        </div>
      )}
      {feed.overlappingBookings > 0 && (
        <p className="notice notice--warning calendar-sync__notice">
          <FormattedMessage id="calendar-sync.feed.overlaps" values={{ count: feed.overlappingBookings }} />
        </p>
      )}
    </>
  );
}
