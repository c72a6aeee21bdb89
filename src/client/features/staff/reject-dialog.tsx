import { useId, type FormEvent } from 'react';
import { Dialog, DialogClose } from '../../ui/dialog';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { REVIEW_REASON_MAX, REVIEW_REASON_MIN } from '../../../shared/schemas/staff-review';
import type { StaffRejectDialogView } from '../../../../machines/staff-review-decision/staff-review-decision.connect';

// Refusing a verification or a listing: the host will read the reason, so it is required (the
// staff-review-decision machine sends only one the server accepts and says what is wrong).
// Radix keeps focus inside, Escape cancels, focus returns to the Reject button that opened it.

export function RejectDialog(props: {
  /** Open while the machine has the dialog open on an item the list still holds. */
  open: boolean;
  title: string;
  /** The machine's reject dialog, connected (connectStaffReviewDecision). */
  dialog: StaffRejectDialogView;
}) {
  const { dialog } = props;
  const intl = useIntl();
  const fieldId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dialog.submit();
  };
  const fieldError = dialog.error && dialog.error !== 'failed';

  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !next && !dialog.busy && dialog.cancel()}
      className="properties-dialog staff-reject"
      title={props.title}
      description={<FormattedMessage id="staff.review.reject.description" />}
    >
      <form onSubmit={submit} noValidate>
        <label className="field" htmlFor={fieldId}>
          <span className="field__label">
            <FormattedMessage id="staff.review.reason.label" />
          </span>
          <textarea
            id={fieldId}
            name="reason"
            className="field__input staff-reject__reason"
            rows={4}
            required
            maxLength={REVIEW_REASON_MAX + 50}
            value={dialog.reason}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${fieldId}-hint${dialog.error ? ` ${fieldId}-error` : ''}`}
            onChange={(e) => dialog.changeReason(e.target.value)}
          />
          <span id={`${fieldId}-hint`} className="staff-reject__hint">
            <FormattedMessage id="staff.review.reason.hint" values={{ min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX, count: dialog.reason.trim().length }} />
          </span>
          {dialog.error && (
            <span id={`${fieldId}-error`} className="staff-reject__error" role="alert">
              {intl.formatMessage({ id: `staff.review.reason.${dialog.error}` }, { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX })}
            </span>
          )}
        </label>
        <div className="properties-dialog__actions">
          <DialogClose asChild>
            <Button variant="secondary" disabled={dialog.busy}>
              <FormattedMessage id="staff.review.cancel" />
            </Button>
          </DialogClose>
          <Button variant="danger" type="submit" busy={dialog.busy}>
            <FormattedMessage id="staff.review.reject.submit" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
