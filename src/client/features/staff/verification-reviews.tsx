import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { approveVerification, fetchPendingVerifications, rejectVerification, staffReviewKeys } from './api';
import type { ReviewDocument, VerificationReview } from '../../../shared/schemas/staff-review';
import { openReviewDocument } from './open-document';
import { ReviewQueue } from './review-queue';
import { FileSize } from '../../ui/file-size';

// Identity verifications handed in, oldest first: open each document, then verify or refuse
// with a reason the host reads on their verification page.

export function VerificationReviews() {
  const intl = useIntl();
  // One failure line at a time: the document last tried, whichever card it is on.
  const [openFailed, setOpenFailed] = useState<string | null>(null);

  const open = async (item: VerificationReview, doc: ReviewDocument) => {
    setOpenFailed(null);
    try {
      await openReviewDocument(item.hostId, doc.id);
    } catch {
      setOpenFailed(doc.id);
    }
  };

  return (
    <ReviewQueue<VerificationReview>
      headingId="staff-verifications"
      textPrefix="staff.review.verifications"
      titleParam="name"
      queryKey={staffReviewKeys.verifications}
      fetchItems={fetchPendingVerifications}
      approve={approveVerification}
      reject={rejectVerification}
      idOf={(i) => i.hostId}
      titleOf={(i) => i.name}
      renderTag={(item) => (
        <span className="tag">
          <FormattedMessage id={`staff.review.hostType.${item.type}`} />
        </span>
      )}
      renderDetails={(item) => (
        <>
          <p className="staff-review__meta">
            {item.email}
            {item.submittedAt && (
              <>
                {' · '}
                <FormattedMessage id="staff.review.verifications.submittedAt" values={{ date: <FormattedDate value={item.submittedAt} dateStyle="medium" timeStyle="short" /> }} />
              </>
            )}
          </p>
          {item.documents.length === 0 ? (
            <p className="staff-review__meta">
              <FormattedMessage id="staff.review.verifications.noDocuments" />
            </p>
          ) : (
            <ul className="staff-review__documents" aria-label={intl.formatMessage({ id: 'staff.review.verifications.documentsOf' }, { name: item.name })}>
              {item.documents.map((doc) => (
                <li key={doc.id}>
                  <button type="button" className="staff-review__document" onClick={() => void open(item, doc)}>
                    <span className="staff-review__document-kind">
                      <FormattedMessage id={`staff.review.documentKind.${doc.kind}`} />
                      {doc.subject !== 'host' && (
                        <>
                          {' '}
                          <FormattedMessage id="staff.review.documentOwner" values={{ n: Number(doc.subject.split(':')[1] ?? 0) + 1 }} />
                        </>
                      )}
                    </span>
                    <span className="staff-review__document-file">
                      {doc.fileName} (<FileSize bytes={doc.byteSize} />)
                    </span>
                    <span className="visually-hidden">
                      <FormattedMessage id="staff.review.opensInNewTab" />
                    </span>
                  </button>
                  {openFailed === doc.id && (
                    <span className="staff-review__error" role="alert">
                      <FormattedMessage id="staff.review.verifications.openFailed" />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    />
  );
}
