import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button';
import type { UploadItem } from './use-photo-uploads';
import type { PhotoConstraints } from './photo-checks';
import { usePhotoIssueText } from './photo-issue-text';

// One row per chosen file while it waits, uploads (a real progress bar) or was refused (why).
export function UploadList({ items, constraints, onDismiss, onRetry }: { items: UploadItem[]; constraints: PhotoConstraints; onDismiss: (key: string) => void; onRetry: (key: string) => void }) {
  const intl = useIntl();
  const issueText = usePhotoIssueText(constraints);
  if (items.length === 0) return null;
  return (
    <ul className="photo-uploads" aria-label={intl.formatMessage({ id: 'listing.photos.uploads' })}>
      {items.map((item) => (
        <li key={item.key} className={`photo-upload photo-upload--${item.state}`}>
          <span className="photo-upload__name">{item.name}</span>
          {item.state === 'failed' ? (
            <>
              <span role="alert" className="photo-upload__error">
                {issueText(item.issue!)}
              </span>
              <span className="photo-upload__actions">
                {item.retryable && (
                  <Button variant="secondary" onClick={() => onRetry(item.key)}>
                    <FormattedMessage id="listing.action.retry" />
                  </Button>
                )}
                <Button variant="ghost" onClick={() => onDismiss(item.key)} aria-label={intl.formatMessage({ id: 'listing.photos.dismiss' }, { name: item.name })}>
                  <FormattedMessage id="listing.photos.dismissShort" />
                </Button>
              </span>
            </>
          ) : (
            <>
              <progress
                className="photo-upload__bar"
                max={1}
                value={item.state === 'uploading' ? item.progress : undefined}
                aria-label={intl.formatMessage({ id: 'listing.photos.uploading' }, { name: item.name })}
              />
              <span className="photo-upload__state">
                {item.state === 'waiting' ? (
                  <FormattedMessage id="listing.photos.waiting" />
                ) : (
                  intl.formatNumber(item.progress, { style: 'percent', maximumFractionDigits: 0 })
                )}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
