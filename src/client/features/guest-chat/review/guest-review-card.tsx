import { useQuery } from '@tanstack/react-query';
import { forwardRef, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { GuestReviewState, Review } from '../../../../shared/schemas/reviews';
import { guestReviewKey, useGuestReviewApi } from '../api';
import type { ApiError } from '../../../api/http';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { GuestReviewForm } from './guest-review-form';
import { GuestReviewStars } from './guest-review-stars';
import './guest-review.css';

// The guest's review card on /guest/chat (AS §2.7), from GET /api/guest/review:
// not yet (when the window opens and until when), open (the form, driven by the guest-review
// machine), written (the review as the host sees it, with the host's reply), or closed.

/** Calendar days, never shifted by the reader's time zone. */
const useDay = () => {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
};

export function GuestReviewCard() {
  const intl = useIntl();
  const api = useGuestReviewApi();
  const state = useQuery<GuestReviewState, ApiError>({ queryKey: guestReviewKey, queryFn: ({ signal }) => api.state(signal), retry: false, staleTime: 60_000 });
  const day = useDay();
  // Written here and now (the form gave way to the review): say thanks, and keep the focus in the card.
  const shown = state.data?.state;
  const wasOpen = useRef(false);
  const justWritten = useRef(false);
  const written = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown === 'written' && wasOpen.current) {
      justWritten.current = true;
      written.current?.focus();
    }
    wasOpen.current = shown === 'open';
  }, [shown]);

  return (
    <section className="guest-review" aria-labelledby="guest-review-title" data-testid="guest-review">
      <h2 id="guest-review-title" className="guest-review__title">
        <FormattedMessage id="guest-chat.review.title" />
      </h2>
      {state.isPending ? (
        <Spinner inline size="small" label={intl.formatMessage({ id: 'guest-chat.review.loading' })} />
      ) : state.isError ? (
        // A 401 is already on its way to the sign-in page.
        state.error.status === 401 ? null : (
          <div className="guest-review__problem">
            <p>
              <FormattedMessage id="guest-chat.review.loadFailed" />
            </p>
            <Button variant="secondary" onClick={() => void state.refetch()}>
              <FormattedMessage id="guest-chat.review.tryAgain" />
            </Button>
          </div>
        )
      ) : state.data.state === 'notYet' ? (
        <p data-testid="guest-review-not-yet">
          {state.data.closesOn ? (
            <FormattedMessage id="guest-chat.review.notYet.withDate" values={{ date: day(state.data.closesOn) }} />
          ) : (
            <FormattedMessage id="guest-chat.review.notYet.noDate" />
          )}
        </p>
      ) : state.data.state === 'open' ? (
        <GuestReviewForm closesOn={state.data.closesOn} />
      ) : state.data.state === 'written' && state.data.review ? (
        <WrittenReview ref={written} review={state.data.review} thanks={justWritten.current || wasOpen.current} />
      ) : (
        <p data-testid="guest-review-closed">
          {state.data.closesOn ? (
            <FormattedMessage id="guest-chat.review.closed.passed" values={{ date: day(state.data.closesOn) }} />
          ) : (
            <FormattedMessage id="guest-chat.review.closed.none" />
          )}
        </p>
      )}
    </section>
  );
}

const WrittenReview = forwardRef<HTMLDivElement, { review: Review; thanks: boolean }>(function WrittenReview({ review, thanks }, ref) {
  const intl = useIntl();
  return (
    <div ref={ref} tabIndex={-1} className="guest-review__written" data-testid="guest-review-written">
      {thanks && (
        <p className="guest-review__thanks" role="status">
          <FormattedMessage id="guest-chat.review.written.thanks" />
        </p>
      )}
      <p className="guest-review__intro">
        <FormattedMessage id="guest-chat.review.written.intro" />
      </p>
      <figure className="guest-review__review">
        <GuestReviewStars rating={review.rating} />
        <blockquote className="guest-review__comment">
          {review.comment ? (
            <p data-testid="guest-review-comment">{review.comment}</p>
          ) : (
            <p className="guest-review__muted">
              <FormattedMessage id="guest-chat.review.written.noComment" />
            </p>
          )}
        </blockquote>
        <figcaption className="guest-review__muted">
          {review.guestName} · <FormattedMessage id="guest-chat.review.written.on" values={{ date: intl.formatDate(review.createdAt, { dateStyle: 'long' }) }} />
        </figcaption>
      </figure>
      {review.reply && (
        <div className="guest-review__reply" data-testid="guest-review-reply">
          <h3 className="guest-review__reply-title">
            <FormattedMessage id="guest-chat.review.written.reply" />
          </h3>
          <p>{review.reply}</p>
        </div>
      )}
    </div>
  );
});
