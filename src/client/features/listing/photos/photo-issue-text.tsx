import { useIntl } from '../../../i18n/intl';
import { maxMegabytes, typeLabels, type PhotoConstraints, type PhotoIssue } from './photo-checks';

/** The translated reason a file was not uploaded. */
export function usePhotoIssueText(constraints: PhotoConstraints) {
  const intl = useIntl();
  return (issue: PhotoIssue) => {
    if (issue.key === 'other') return issue.text ?? intl.formatMessage({ id: 'errors.unknown' });
    return intl.formatMessage(
      { id: `listing.photos.error.${issue.key}` },
      {
        types: intl.formatList(typeLabels(constraints), { type: 'disjunction' }),
        max: issue.key === 'count' ? constraints.maxCount : maxMegabytes(constraints),
        minWidth: constraints.minWidth,
        minHeight: constraints.minHeight,
        maxWidth: constraints.maxWidth,
        maxHeight: constraints.maxHeight,
      },
    );
  };
}
