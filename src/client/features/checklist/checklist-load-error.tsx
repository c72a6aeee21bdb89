import { FormattedMessage } from '../../i18n/intl';
import { Button } from '../../ui/button';

/** The checklist could not be read: said plainly, with Retry (the card and the item page share it). */
export function ChecklistLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="checklist-card__error" role="alert">
      <p>
        <FormattedMessage id="checklist.loadError" />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="checklist.retry" />
      </Button>
    </div>
  );
}
