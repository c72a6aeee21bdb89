import { FormattedMessage, useIntl } from '../i18n/intl';
import { Spinner } from '../ui/spinner';
import { Button } from '../ui/button';

// A step's own data (configuration lists) still on its way, or failed with a retry.
export function StepLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const intl = useIntl();
  if (!failed) return <Spinner label={intl.formatMessage({ id: 'forms.stepLoading' })} />;
  return (
    <div role="alert" className="notice notice--error">
      <p>
        <FormattedMessage id="forms.stepLoadFailed" />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="forms.retry" />
      </Button>
    </div>
  );
}
