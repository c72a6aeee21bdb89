import { forwardRef, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Review } from '../../../../shared/schemas/reviews';
import { Button } from '../../../ui/button';
import type { ReplyEditorView, ReviewReplyItemView } from '../../../../../machines/review-reply/review-reply.connect';
import { ReplyEditor } from './reply-editor';
import { ReviewStars } from './review-stars';

// One review as the host sees it: stars, the guest, the stay (dates and booking code), when it was
// written, the comment as text, the markers (new, not answered), and the host's reply with Edit,
// or a Reply button; the reply editor opens in place.

export interface ReviewItemProps {
  review: Review;
  /** The reply workflow for this review: its editor open, locked while a reply is saved, Reply or Edit (connectReviewReply). */
  reply: ReviewReplyItemView;
  editor: ReplyEditorView;
}

export const ReviewItem = forwardRef<HTMLElement, ReviewItemProps>(function ReviewItem({ review, reply, editor }, ref) {
  const { editing } = reply;
  const intl = useIntl();
  // Stay dates are calendar days; the review's time stamp is an instant shown as a date.
  const day = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const opener = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    // The editor closed (saved, cancelled, discarded): the focus goes back to the button that opened it.
    if (wasEditing.current && !editing && (document.activeElement === document.body || document.activeElement === null)) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const titleId = `review-${review.publicId}-title`;
  return (
    <article ref={ref} tabIndex={-1} className={`review-item${review.isNew ? ' review-item--new' : ''}`} aria-labelledby={titleId} data-review-id={review.publicId}>
      <header className="review-item__header">
        <ReviewStars rating={review.rating} />
        <h3 id={titleId} className="review-item__guest">
          <span className="visually-hidden">
            <FormattedMessage id="insights.reviews.review.label" values={{ guest: review.guestName }} />
          </span>
          <span aria-hidden="true">{review.guestName}</span>
        </h3>
        <span className="review-item__markers">
          {review.isNew && (
            <span className="review-item__marker review-item__marker--new" data-testid="review-new">
              <FormattedMessage id="insights.reviews.review.new" />
            </span>
          )}
          {review.reply === null && (
            <span className="review-item__marker review-item__marker--unanswered" data-testid="review-unanswered">
              <FormattedMessage id="insights.reviews.review.unanswered" />
            </span>
          )}
        </span>
      </header>
      <p className="review-item__meta">
        <span data-testid="review-stay">
          <FormattedMessage id="insights.reviews.review.stay" values={{ from: day(review.checkIn), to: day(review.checkOut), code: review.stayCode }} />
        </span>
        <span data-testid="review-date">
          <FormattedMessage id="insights.reviews.review.written" values={{ date: date(review.createdAt) }} />
        </span>
      </p>
      {review.comment ? (
        <p className="review-item__comment" data-testid="review-comment">
          {review.comment}
        </p>
      ) : (
        <p className="review-item__comment review-item__comment--none">
          <FormattedMessage id="insights.reviews.review.noComment" />
        </p>
      )}
      {review.reply !== null && !editing && (
        <div className="review-item__reply" data-testid="review-reply">
          <h4 className="review-item__reply-title">
            <FormattedMessage id="insights.reviews.reply.title" />
            {review.repliedAt && (
              <span className="review-item__reply-date">
                {' · '}
                <FormattedMessage id="insights.reviews.reply.repliedOn" values={{ date: date(review.repliedAt) }} />
              </span>
            )}
          </h4>
          <p className="review-item__reply-text">{review.reply}</p>
        </div>
      )}
      {editing ? (
        <ReplyEditor editor={editor} guestName={review.guestName} />
      ) : (
        <ReplyButton ref={opener} review={review} disabled={reply.locked} onClick={reply.open} />
      )}
    </article>
  );
});

const ReplyButton = forwardRef<HTMLButtonElement, { review: Review; disabled: boolean; onClick: () => void }>(function ReplyButton({ review, disabled, onClick }, ref) {
  const intl = useIntl();
  const has = review.reply !== null;
  return (
    <Button
      ref={ref}
      variant={has ? 'ghost' : 'secondary'}
      className="review-item__reply-button"
      disabled={disabled}
      aria-label={intl.formatMessage({ id: has ? 'insights.reviews.reply.editLabel' : 'insights.reviews.reply.openLabel' }, { guest: review.guestName })}
      onClick={onClick}
    >
      <FormattedMessage id={has ? 'insights.reviews.reply.edit' : 'insights.reviews.reply.open'} />
    </Button>
  );
});
