import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { LoadFailed } from './load-failed';
import { RejectDialog } from './reject-dialog';
import { useReviewDecision } from './use-review-decision';

// One review section of the staff desk (verifications, listings under review): the list loads,
// fails with a way to retry, or is empty; each item is a card with approve and reject, a failed
// approval said on it, and rejecting asks a reason in the dialog. What a card shows besides its
// title is the section's own.

export interface ReviewQueueProps<Item> {
  /** The heading's id: names the section and its list, and is the jump link's target. */
  headingId: string;
  /**
   * Where the section's texts are: `<textPrefix>.` title, loading, loadError, empty, approve,
   * approveNamed, rejectNamed, rejectTitle, approved, rejected.
   */
  textPrefix: string;
  /** The placeholder under which the named texts (approveNamed, …) take the item's title. */
  titleParam: string;
  queryKey: QueryKey;
  fetchItems: (signal: AbortSignal) => Promise<{ items: Item[] }>;
  approve: (id: string) => Promise<unknown>;
  reject: (id: string, reason: string) => Promise<unknown>;
  idOf: (item: Item) => string;
  titleOf: (item: Item) => string;
  /** Shown beside the title, e.g. the kind of host. */
  renderTag?: (item: Item) => ReactNode;
  /** What the card shows between its title and its actions. */
  renderDetails: (item: Item) => ReactNode;
}

export function ReviewQueue<Item>(props: ReviewQueueProps<Item>) {
  const { headingId, textPrefix, idOf, titleOf } = props;
  const intl = useIntl();
  const text = (key: string) => `${textPrefix}.${key}`;
  const named = (key: string, item: Item) => intl.formatMessage({ id: text(key) }, { [props.titleParam]: titleOf(item) });
  const list = useQuery<{ items: Item[] }, ApiError>({ queryKey: props.queryKey, queryFn: ({ signal }) => props.fetchItems(signal) });
  const decision = useReviewDecision<Item>({
    queryKey: props.queryKey,
    idOf,
    approve: props.approve,
    reject: props.reject,
    messages: { approved: text('approved'), rejected: text('rejected'), conflict: 'staff.review.conflict' },
  });
  const rejecting = list.data?.items.find((i) => idOf(i) === decision.dialog.itemId);

  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="staff-section__title">
        <FormattedMessage id={text('title')} />
      </h2>
      {list.isPending && <PageSpinner label={intl.formatMessage({ id: text('loading') })} />}
      {list.isError && <LoadFailed messageId={text('loadError')} onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && (
        <p className="empty-state">
          <FormattedMessage id={text('empty')} />
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="staff-reviews" aria-labelledby={headingId}>
          {list.data.items.map((item) => {
            const id = idOf(item);
            const card = decision.item(id);
            return (
              <li key={id} className="staff-review">
                <div className="staff-review__head">
                  <h3 className="staff-review__title">{titleOf(item)}</h3>
                  {props.renderTag?.(item)}
                </div>
                {props.renderDetails(item)}
                {card.approveFailed && (
                  <p className="staff-review__error" role="alert">
                    <FormattedMessage id="staff.review.approveFailed" />
                  </p>
                )}
                <div className="staff-review__actions">
                  <Button
                    onClick={card.approve}
                    busy={card.approving}
                    disabled={card.locked}
                    aria-label={named('approveNamed', item)}
                  >
                    <FormattedMessage id={text('approve')} />
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={card.reject}
                    disabled={card.locked}
                    aria-label={named('rejectNamed', item)}
                  >
                    <FormattedMessage id="staff.review.reject" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <RejectDialog
        open={rejecting !== undefined}
        title={intl.formatMessage({ id: text('rejectTitle') }, { [props.titleParam]: rejecting ? titleOf(rejecting) : '' })}
        dialog={decision.dialog}
      />
    </section>
  );
}
