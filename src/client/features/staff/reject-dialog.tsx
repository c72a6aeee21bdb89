import { useEffect, useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { Button } from '../../ui/button';
import { REVIEW_REASON_MAX, REVIEW_REASON_MIN, ReviewRejectSchema } from '../../../shared/schemas/staff-review';

// Refusing a verification or a listing: the host will read the reason, so it is required
// (the server's rule, checked here first from the same schema). Radix keeps focus inside,
// Escape cancels, focus returns to the Reject button that opened it.

export function RejectDialog(props: {
  open: boolean;
  title: string;
  busy: boolean;
  /** The server's word on the reason (400 naming `reason`), shown like a local error. */
  serverError: string | null;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const intl = useIntl();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    if (props.open) {
      setReason('');
      setAttempted(false);
    }
  }, [props.open]);

  const valid = v.safeParse(ReviewRejectSchema, { reason }).success;
  const tooLong = reason.trim().length > REVIEW_REASON_MAX;
  const localError = attempted && !valid ? intl.formatMessage({ id: tooLong ? 'staffReview.reason.tooLong' : 'staffReview.reason.tooShort' }, { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX }) : null;
  const error = localError ?? props.serverError;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (valid) props.onSubmit(reason.trim());
  };

  return (
    <Dialog.Root open={props.open} onOpenChange={(next) => !next && !props.busy && props.onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="properties-dialog__overlay" />
        <Dialog.Content className="properties-dialog staff-reject">
          <Dialog.Title className="properties-dialog__title">{props.title}</Dialog.Title>
          <Dialog.Description>
            <FormattedMessage id="staffReview.reject.description" />
          </Dialog.Description>
          <form onSubmit={submit} noValidate>
            <label className="field" htmlFor={fieldId}>
              <span className="field__label">
                <FormattedMessage id="staffReview.reason.label" />
              </span>
              <textarea
                id={fieldId}
                name="reason"
                className="field__input staff-reject__reason"
                rows={4}
                required
                maxLength={REVIEW_REASON_MAX + 50}
                value={reason}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
                onChange={(e) => setReason(e.target.value)}
              />
              <span id={`${fieldId}-hint`} className="staff-reject__hint">
                <FormattedMessage id="staffReview.reason.hint" values={{ min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX, count: reason.trim().length }} />
              </span>
              {error && (
                <span id={`${fieldId}-error`} className="staff-reject__error" role="alert">
                  {error}
                </span>
              )}
            </label>
            <div className="properties-dialog__actions">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={props.busy}>
                  <FormattedMessage id="staffReview.cancel" />
                </Button>
              </Dialog.Close>
              <Button variant="danger" type="submit" busy={props.busy}>
                <FormattedMessage id="staffReview.reject.submit" />
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
