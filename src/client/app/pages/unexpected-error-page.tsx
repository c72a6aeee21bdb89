import { useIntl } from 'react-intl';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';

// Spec §2.4: the app could not start. It may show before any translation could be loaded, so
// each text carries its English wording as the fallback.
export function UnexpectedErrorPage({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  return (
    <main className="standalone-page">
      <StatusPage
        title={intl.formatMessage({ id: 'page.unexpected.title', defaultMessage: 'Unexpected error' })}
        description={intl.formatMessage({
          id: 'page.unexpected.description',
          defaultMessage: 'The portal could not start. Check your connection and try again.',
        })}
      >
        <Button onClick={onRetry}>{intl.formatMessage({ id: 'page.unexpected.retry', defaultMessage: 'Try again' })}</Button>
      </StatusPage>
    </main>
  );
}
