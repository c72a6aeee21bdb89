import type { IntlShape } from '../../i18n/intl';
import type { ListingAction } from '../../../shared/domain/listing-status';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';

// What a refused publish, unpublish or delete says. A publish refused for missing details (409
// naming fields) says what to do about it rather than the generic "changed in the meantime".
export function actionErrorText(intl: Pick<IntlShape, 'formatMessage'>, action: ListingAction, error: unknown): string {
  const failure = toApiError(error);
  if (action === 'publish' && failure.status === 409 && Object.keys(failure.fields).length > 0) return intl.formatMessage({ id: 'properties.result.notPublishable' });
  return generalErrorTexts(intl, failure).join(' ');
}
