import { FormattedMessage } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';

// AS §2.4 / AS §8: a page's module (or its data) failed to load; reloading fetches it again.
export function FailedToLoadPage() {
  return (
    <StatusPage title={<FormattedMessage id="page.failedToLoad.title" />} description={<FormattedMessage id="page.failedToLoad.description" />}>
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="page.failedToLoad.reload" />
      </Button>
    </StatusPage>
  );
}
