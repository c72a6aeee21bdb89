import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../ui/dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { GuestSession } from '../../../shared/schemas/messaging';
import { GUEST_CANCEL_REASON_MAX } from '../../../shared/domain/bookings/guest-cancel';
import { guestChatKeys, useGuestChatApi } from '../../api/guest-chat';
import type { ApiError } from '../../api/http';
import { Button } from '../../ui/button';

// "Cancel my stay" in the guest chat's "Your stay" region: shown while the server says the shared
// rule allows it (session.canCancel: a confirmed booking or inquiry before its check-in day). A
// dialog asks first (Radix: labelled, focus inside, Escape closes, focus back on the button), with
// an optional reason the host reads. The server's answer is the session with the stay cancelled,
// so the status shown changes and the button goes; a status message says so.

type CancelError = 'conflict' | 'tooLong' | 'failed';

const errorOf = (error: ApiError): CancelError => (error.status === 409 ? 'conflict' : error.status === 400 && error.fields.reason ? 'tooLong' : 'failed');

export function GuestCancelStay({ session }: { session: GuestSession }) {
  const intl = useIntl();
  const api = useGuestChatApi();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<CancelError | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const cancel = useMutation<GuestSession, ApiError, string>({
    mutationFn: (text) => api.cancelStay(text.trim() ? { reason: text.trim() } : {}),
    onSuccess: (next) => {
      queryClient.setQueryData(guestChatKeys.session, next);
      setDone(true);
      setOpen(false);
    },
    onError: (e) => {
      setError(errorOf(e));
      // The stay may have changed meanwhile (cancelled by the host, the day has come): ask again.
      if (e.status === 409) void queryClient.invalidateQueries({ queryKey: guestChatKeys.session });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length > GUEST_CANCEL_REASON_MAX) return setError('tooLong');
    setError(null);
    cancel.mutate(reason);
  };
  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setError(null);
  };
  const day = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <div className="guest-chat__cancel">
      <p ref={doneRef} role="status" tabIndex={-1} className="guest-chat__cancel-done">
        {done && <FormattedMessage id="guest-chat.chat.cancel.done" />}
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        trigger={
          session.canCancel &&
          !done && (
            <Button variant="secondary">
              <FormattedMessage id="guest-chat.chat.cancel.open" />
            </Button>
          )
        }
        className="properties-dialog guest-chat__cancel-dialog"
        onCloseAutoFocus={(e) => {
          // Cancelled: the button is gone, so focus goes to the message saying so.
          if (done || cancel.isSuccess) {
            e.preventDefault();
            doneRef.current?.focus();
          }
        }}
        title={<FormattedMessage id="guest-chat.chat.cancel.title" />}
        description={
          <FormattedMessage id="guest-chat.chat.cancel.description" values={{ unit: session.unitTitle, dates: `${day(session.checkIn)} – ${day(session.checkOut)}` }} />
        }
      >
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={fieldId}>
              <FormattedMessage id="guest-chat.chat.cancel.reason" />
            </label>
            <textarea
              id={fieldId}
              name="reason"
              className="field__input guest-chat__cancel-reason"
              rows={3}
              value={reason}
              disabled={cancel.isPending}
              aria-invalid={error === 'tooLong' ? true : undefined}
              aria-describedby={`${fieldId}-hint`}
              onChange={(e) => setReason(e.target.value)}
            />
            <span id={`${fieldId}-hint`} className="guest-chat__cancel-hint">
              <FormattedMessage id="guest-chat.chat.cancel.reasonHint" values={{ max: GUEST_CANCEL_REASON_MAX }} />
            </span>
          </div>
          {error && (
            <p role="alert" className="guest-chat__cancel-error">
              <FormattedMessage id={`guest-chat.chat.cancel.error.${error}`} values={{ max: GUEST_CANCEL_REASON_MAX }} />
            </p>
          )}
          <div className="properties-dialog__actions">
            <Button variant="secondary" disabled={cancel.isPending} onClick={close}>
              <FormattedMessage id="guest-chat.chat.cancel.keep" />
            </Button>
            <Button variant="danger" type="submit" busy={cancel.isPending}>
              <FormattedMessage id="guest-chat.chat.cancel.confirm" />
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
