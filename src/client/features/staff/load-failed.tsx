import { FormattedMessage } from '../../i18n/intl';
import { Button } from '../../ui/button';

// What a staff desk section shows when its list could not be loaded: why, and a way to try again.
export function LoadFailed({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="staff.retry" />
      </Button>
    </div>
  );
}
