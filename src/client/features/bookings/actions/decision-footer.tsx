import { FormattedMessage } from '../../../i18n/intl';
import { Button, type ButtonVariant } from '../../../ui/button';
import { FailureNotice } from './failure-notice';

// The foot of a decision dialog: what went wrong (with Try again) once a call failed, otherwise
// the way back and the button that goes on.
export function DecisionFooter({
  failure = null,
  refusalId = '',
  error = null,
  busy = false,
  onRetry = () => {},
  onClose,
  backId = 'bookings.actions.goBack',
  accept,
}: {
  failure?: 'refused' | 'failed' | null;
  /** Message id saying why a 409 refused the call. */
  refusalId?: string;
  error?: unknown;
  busy?: boolean;
  onRetry?: () => void;
  onClose: () => void;
  backId?: string;
  /** The going-on button: a submit button of the dialog's form when it has no onClick. */
  accept: { labelId: string; variant?: ButtonVariant; onClick?: () => void };
}) {
  if (failure) return <FailureNotice kind={failure} refusalId={refusalId} error={error} onRetry={onRetry} onClose={onClose} />;
  return (
    <div className="properties-dialog__actions">
      <Button variant="secondary" disabled={busy} onClick={onClose}>
        <FormattedMessage id={backId} />
      </Button>
      <Button type={accept.onClick ? 'button' : 'submit'} variant={accept.variant} busy={busy} onClick={accept.onClick}>
        <FormattedMessage id={accept.labelId} />
      </Button>
    </div>
  );
}
