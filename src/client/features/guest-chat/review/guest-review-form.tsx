import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { guestReviewMachine, type GuestReviewSubmitInput } from '../../../../../machines/guest-review/guest-review.machine';
import { connectGuestReview } from '../../../../../machines/guest-review/guest-review.connect';
import { RATING_MAX } from '../../../../shared/domain/reviews/rating';
import { guestReviewKey, useGuestReviewApi } from '../api';
import { Button } from '../../../ui/button';
import { useWorkflow } from '../../../app/use-workflow';

// The guest's review form while the window is open, driven by the guest-review machine: stars as
// a radio group (arrow keys move and choose, as native radios do), an optional comment with its
// counter, Send. Stored: the card shows the stored review from the answer. A 409 (closed or
// already reviewed meanwhile): the card reads the state again. Other failures offer Retry.

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export function GuestReviewForm({ closesOn }: { closesOn: string | null }) {
  const intl = useIntl();
  const id = useId();
  const api = useGuestReviewApi();
  const client = useQueryClient();
  const [snapshot, send] = useWorkflow(
    () =>
      guestReviewMachine.provide({
        actors: {
          submitReview: fromPromise<unknown, GuestReviewSubmitInput>(async ({ input }) => {
            const answer = await api.submit(input);
            // The answer is the stay's review state with the stored review: the card shows it at once.
            client.setQueryData(guestReviewKey, answer);
            return answer;
          }),
        },
      }),
  );
  const review = connectGuestReview(snapshot, send);
  const { rating, counter, outcome } = review;

  useEffect(() => {
    // Closed meanwhile or already reviewed (another tab): what the server says now replaces the form.
    if (outcome === 'closed') void client.invalidateQueries({ queryKey: guestReviewKey });
  }, [outcome, client]);

  const ratingError = !review.ratingError
    ? null
    : review.ratingError.kind === 'required'
      ? intl.formatMessage({ id: 'guest-chat.review.error.ratingRequired' })
      : intl.formatMessage({ id: 'guest-chat.review.error.field.rating' }, { reason: review.ratingError.reason });
  const commentError = !review.commentError
    ? null
    : review.commentError.kind === 'tooLong'
      ? intl.formatMessage({ id: 'guest-chat.review.error.commentTooLong' }, { max: review.commentError.max })
      : intl.formatMessage({ id: 'guest-chat.review.error.field.comment' }, { reason: review.commentError.reason });
  const generalError = review.generalError ? intl.formatMessage({ id: `guest-chat.review.error.${review.generalError}` }) : null;

  return (
    <form
      className="guest-review__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        review.submit();
      }}
    >
      <p className="guest-review__intro">
        <FormattedMessage id="guest-chat.review.open.intro" />
      </p>
      {closesOn && (
        <p className="guest-review__muted" data-testid="guest-review-closes">
          <FormattedMessage id="guest-chat.review.open.closes" values={{ date: intl.formatDate(`${closesOn}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) }} />
        </p>
      )}
      <fieldset className="guest-review__rating" disabled={!review.editable} aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend>
          <FormattedMessage id="guest-chat.review.rating.legend" />
        </legend>
        <div className="guest-review__star-options">
          {STARS.map((star) => (
            <label key={star} className={`guest-review__star${rating !== null && star <= rating ? ' guest-review__star--on' : ''}`}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                className="visually-hidden"
                checked={rating === star}
                onChange={() => review.chooseRating(star)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                <FormattedMessage id="guest-chat.review.rating.option" values={{ count: star }} />
              </span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className="guest-review__error" role="alert">
            {ratingError}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-comment`} className="guest-review__label">
        <FormattedMessage id="guest-chat.review.comment.label" />
      </label>
      <textarea
        id={`${id}-comment`}
        className="guest-review__text"
        rows={4}
        value={review.comment}
        readOnly={!review.editable}
        aria-invalid={commentError ? true : undefined}
        aria-describedby={`${id}-counter${commentError ? ` ${id}-comment-error` : ''}`}
        onChange={(e) => review.changeComment(e.target.value)}
      />
      <p id={`${id}-counter`} className={`guest-review__counter${counter.over ? ' guest-review__counter--over' : ''}`} data-testid="guest-review-counter">
        <FormattedMessage id="guest-chat.review.comment.counter" values={{ used: counter.used, max: counter.max }} />
      </p>
      {commentError && (
        <p id={`${id}-comment-error`} className="guest-review__error" role="alert">
          {commentError}
        </p>
      )}
      {generalError && (
        <p className="guest-review__error" role="alert">
          {generalError}
        </p>
      )}
      <Button type="submit" busy={review.button.busy} disabled={review.button.disabled}>
        <FormattedMessage id={`guest-chat.review.${review.button.label}`} />
      </Button>
    </form>
  );
}
