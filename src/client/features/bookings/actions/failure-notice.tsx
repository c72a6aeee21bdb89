import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { ApiError } from '../../../api/http';
import { generalErrorTexts } from '../../../api/error-text';
import { Button } from '../../../ui/button';

// What went wrong with a decision, inside its dialog: a refusal (409) in our words with the
// server's own detail under it, or a failure with Try again. Announced as an alert.
export function FailureNotice({
  kind,
  refusalId,
  error,
  onRetry,
  onClose,
}: {
  kind: 'refused' | 'failed';
  /** Message id saying why a 409 refused it (nights taken, answered meanwhile...). */
  refusalId: string;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const details = error && typeof error === 'object' && 'general' in error ? generalErrorTexts(intl, error as ApiError) : [];
  return (
    <div className="stay-actions__failure">
      <div role="alert" className="notice notice--error">
        <p>
          <FormattedMessage id={kind === 'refused' ? refusalId : 'bookings.commons.errorOccuredPleaseTryAgain'} />
        </p>
        {kind === 'refused' && details.map((d) => <p key={d}>{d}</p>)}
      </div>
      <div className="properties-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="bookings.actions.close" />
        </Button>
        {kind === 'failed' && (
          <Button onClick={onRetry}>
            <FormattedMessage id="bookings.actions.retry" />
          </Button>
        )}
      </div>
    </div>
  );
}
