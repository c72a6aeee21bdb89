import { FormattedMessage } from '../../../i18n/intl';
import { LoadingSkeleton } from '../../../ui/loading-skeleton';
import { Button } from '../../../ui/button';

// What a money section shows while its call runs, and when it failed (with a way to try again).
export function Loading({ label }: { label: string }) {
  return <LoadingSkeleton className="money-loading" label={label} lines={3} />;
}

export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="notice notice--error">
      <p>
        <FormattedMessage id="account.money.loadFailed" />
      </p>
      <Button variant="secondary" onClick={retry}>
        <FormattedMessage id="account.money.retry" />
      </Button>
    </div>
  );
}
