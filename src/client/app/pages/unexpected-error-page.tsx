import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';
import type { StartFailureReason } from '../start-failure';

// AS §2.4: the app could not start; AS §8: a settings or domain configuration failure and a theme
// failure say so. It may show before any translation could be loaded, so each text carries its
// English wording as the fallback.
export function UnexpectedErrorPage({ reason = 'other', onRetry }: { reason?: StartFailureReason; onRetry(): void }) {
  const intl = useIntl();
  const description =
    reason === 'settings'
      ? intl.formatMessage({ id: 'page.unexpected.settings', defaultMessage: 'Error while initializing settings/domain configuration. Check your connection and try again.' })
      : reason === 'theme'
        ? intl.formatMessage({ id: 'page.unexpected.theme', defaultMessage: 'Something is wrong with resolving the theme. Try again in a moment.' })
        : intl.formatMessage({ id: 'page.unexpected.description', defaultMessage: 'The portal could not start. Check your connection and try again.' });
  return (
    <main className="standalone-page">
      <StatusPage title={intl.formatMessage({ id: 'page.unexpected.title', defaultMessage: 'Unexpected error' })} description={description}>
        <Button onClick={onRetry}>{intl.formatMessage({ id: 'page.unexpected.retry', defaultMessage: 'Try again' })}</Button>
      </StatusPage>
    </main>
  );
}
