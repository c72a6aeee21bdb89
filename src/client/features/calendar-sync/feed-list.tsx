import { useId, useRef } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import type { IcalFeed } from '../../../shared/schemas/ical';
import { FeedItem } from './feed-item';

// The calendars imported into this unit. After one is removed, focus goes to the list's heading
// rather than being lost with the removed row.
export function FeedList({ unitId, feeds }: { unitId: string; feeds: IcalFeed[] }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="manage-step calendar-sync__feeds" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="calendar-sync__title">
        <FormattedMessage id="calendar-sync.feeds.title" />
      </h3>
      <p className="calendar-sync__intro">
        <FormattedMessage id="calendar-sync.feeds.intro" />
      </p>
      {feeds.length === 0 ? (
        <p className="calendar-sync__empty">
          <FormattedMessage id="calendar-sync.feeds.empty" />
        </p>
      ) : (
        <ul className="calendar-sync__list" aria-labelledby={`${id}-title`}>
          {feeds.map((feed) => (
            <FeedItem key={feed.id} unitId={unitId} feed={feed} onRemoved={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
    </section>
  );
}
