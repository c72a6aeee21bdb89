import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { fromPromise } from 'xstate';
import { reviewReplyMachine, type ReviewReplySaveInput } from '../../../../../machines/review-reply/review-reply.machine';
import { connectReviewReply } from '../../../../../machines/review-reply/review-reply.connect';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { EmptyState } from '../../../ui/empty-state';
import { useSnackbar } from '../../../ui/snackbar';
import { Spinner } from '../../../ui/spinner';
import { ReviewItem } from './review-item';
import { useSaveReply, useUnitReviews } from '../api';
import { useWorkflow } from '../../../app/use-workflow';

// The unit's reviews, newest first, a page at a time: "Show more" appends the next page and moves
// the focus to its first review (so a keyboard or screen-reader user goes on reading there); at
// the end the list says all are shown. One reply editor at a time, driven by the review-reply
// machine; a saved reply is announced in the snackbar.

export function ReviewList({ unitId }: { unitId: string }) {
  const intl = useIntl();
  const reviews = useUnitReviews(unitId);
  const save = useSaveReply(unitId);
  const [snapshot, send] = useWorkflow(
    (latest) => reviewReplyMachine.provide({ actors: { saveReply: fromPromise<unknown, ReviewReplySaveInput>(({ input }) => latest()(input)) } }),
    { latest: save },
  );
  const reply = connectReviewReply(snapshot, send);
  const { saved } = reply;
  const snackbar = useSnackbar();
  // When a reply is saved, not again when `snackbar` changes (it does with the language).
  const showSaved = useEffectEvent(() => {
    if (saved) snackbar.show({ messageId: 'insights.reviews.reply.saved', tone: 'success' });
  });
  useEffect(() => showSaved(), [saved]);

  // Show more: the focus goes to the first review of the page that arrives.
  const firstOfPage = useRef(new Map<string, HTMLElement>());
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const pages = useMemo(() => reviews.data?.pages ?? [], [reviews.data]);
  useEffect(() => {
    if (focusPage === null || pages.length < focusPage) return;
    const first = pages[focusPage - 1]?.items[0];
    if (first) firstOfPage.current.get(first.publicId)?.focus();
    setFocusPage(null);
  }, [focusPage, pages]);

  if (reviews.isPending) return <Spinner label={intl.formatMessage({ id: 'insights.reviews.list.loading' })} />;
  if (reviews.isError)
    return (
      <div className="reviews-tab__problem" role="alert">
        <p>
          <FormattedMessage id="insights.reviews.list.loadFailed" />
        </p>
        <Button variant="secondary" onClick={() => void reviews.refetch()}>
          <FormattedMessage id="insights.reviews.tryAgain" />
        </Button>
      </div>
    );

  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.pagination.total ?? items.length;
  if (items.length === 0)
    return (
      // Reviews come from stays: the way on is the listings guests book.
      <EmptyState
        picture="star"
        headingLevel={3}
        className="reviews-tab__empty"
        data-testid="reviews-empty"
        title={<FormattedMessage id="insights.reviews.empty.title" />}
        action={
          <ButtonLink to="/properties" variant="secondary">
            <FormattedMessage id="insights.reviews.empty.action" />
          </ButtonLink>
        }
      >
        <FormattedMessage id="insights.reviews.empty.body" />
      </EmptyState>
    );

  const pageStarts = new Set(pages.map((page) => page.items[0]?.publicId));
  return (
    <>
      <ol className="review-list" data-testid="review-list">
        {items.map((review) => (
          <li key={review.publicId}>
            <ReviewItem
              ref={(el) => {
                if (el && pageStarts.has(review.publicId)) firstOfPage.current.set(review.publicId, el);
              }}
              review={review}
              reply={reply.item(review)}
              editor={reply.editor}
            />
          </li>
        ))}
      </ol>
      <div className="review-list__more">
        {reviews.hasNextPage ? (
          <Button
            variant="secondary"
            busy={reviews.isFetchingNextPage}
            onClick={() => {
              setFocusPage(pages.length + 1);
              void reviews.fetchNextPage();
            }}
          >
            <FormattedMessage id="insights.reviews.list.showMore" />
          </Button>
        ) : (
          <p className="review-list__all" data-testid="reviews-all-shown">
            <FormattedMessage id="insights.reviews.list.allShown" values={{ total }} />
          </p>
        )}
        {reviews.isFetchNextPageError && (
          <p className="reviews-tab__error" role="alert">
            <FormattedMessage id="insights.reviews.list.moreFailed" />
          </p>
        )}
      </div>
    </>
  );
}
