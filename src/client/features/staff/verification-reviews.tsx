import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/http';
import { approveVerification, fetchPendingVerifications, rejectVerification, staffReviewKeys } from '../../api/staff-review';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import type { ReviewDocument, VerificationReview } from '../../../shared/schemas/staff-review';
import { openReviewDocument } from './open-document';
import { RejectDialog } from './reject-dialog';
import { useReviewDecision } from './use-review-decision';

// Identity verifications handed in, oldest first: open each document, then verify or refuse
// with a reason the host reads on their verification page.

export function VerificationReviews() {
  const intl = useIntl();
  const list = useQuery<{ items: VerificationReview[] }, ApiError>({ queryKey: staffReviewKeys.verifications, queryFn: ({ signal }) => fetchPendingVerifications(signal) });
  const decision = useReviewDecision<VerificationReview>({
    queryKey: staffReviewKeys.verifications,
    idOf: (i) => i.hostId,
    approve: approveVerification,
    reject: rejectVerification,
    messages: { approved: 'staffReview.verifications.approved', rejected: 'staffReview.verifications.rejected', conflict: 'staffReview.conflict' },
  });
  const rejecting = list.data?.items.find((i) => i.hostId === decision.rejectingItemId);
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
    <section className="staff-section" aria-labelledby="staff-verifications">
      <h2 id="staff-verifications" className="staff-section__title">
        <FormattedMessage id="staffReview.verifications.title" />
      </h2>
      {list.isPending && <PageSpinner label={intl.formatMessage({ id: 'staffReview.verifications.loading' })} />}
      {list.isError && (
        <div className="notice notice--error" role="alert">
          <p>
            <FormattedMessage id="staffReview.verifications.loadError" />
          </p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            <FormattedMessage id="staff.retry" />
          </Button>
        </div>
      )}
      {list.data && list.data.items.length === 0 && (
        <p className="empty-state">
          <FormattedMessage id="staffReview.verifications.empty" />
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="staff-reviews" aria-labelledby="staff-verifications">
          {list.data.items.map((item) => (
            <li key={item.hostId} className="staff-review">
              <div className="staff-review__head">
                <h3 className="staff-review__title">{item.name}</h3>
                <span className="tag">
                  <FormattedMessage id={`staffReview.hostType.${item.type}`} />
                </span>
              </div>
              <p className="staff-review__meta">
                {item.email}
                {item.submittedAt && (
                  <>
                    {' · '}
                    <FormattedMessage id="staffReview.verifications.submittedAt" values={{ date: <FormattedDate value={item.submittedAt} dateStyle="medium" timeStyle="short" /> }} />
                  </>
                )}
              </p>
              {item.documents.length === 0 ? (
                <p className="staff-review__meta">
                  <FormattedMessage id="staffReview.verifications.noDocuments" />
                </p>
              ) : (
                <ul className="staff-review__documents" aria-label={intl.formatMessage({ id: 'staffReview.verifications.documentsOf' }, { name: item.name })}>
                  {item.documents.map((doc) => (
                    <li key={doc.id}>
                      <button type="button" className="staff-review__document" onClick={() => void open(item, doc)}>
                        <span className="staff-review__document-kind">
                          <FormattedMessage id={`staffReview.documentKind.${doc.kind}`} />
                          {doc.subject !== 'host' && (
                            <>
                              {' '}
                              <FormattedMessage id="staffReview.documentOwner" values={{ n: Number(doc.subject.split(':')[1] ?? 0) + 1 }} />
                            </>
                          )}
                        </span>
                        <span className="staff-review__document-file">
                          {doc.fileName} (<FormattedNumber value={doc.byteSize / 1024} maximumFractionDigits={0} /> KB)
                        </span>
                        <span className="visually-hidden">
                          <FormattedMessage id="staffReview.opensInNewTab" />
                        </span>
                      </button>
                      {openFailed === doc.id && (
                        <span className="staff-review__error" role="alert">
                          <FormattedMessage id="staffReview.verifications.openFailed" />
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {decision.failedItemId === item.hostId && (
                <p className="staff-review__error" role="alert">
                  <FormattedMessage id="staffReview.approveFailed" />
                </p>
              )}
              <div className="staff-review__actions">
                <Button
                  onClick={() => decision.send({ type: 'approve.start', itemId: item.hostId })}
                  busy={decision.approvingItemId === item.hostId}
                  disabled={decision.busyItemId !== null}
                  aria-label={intl.formatMessage({ id: 'staffReview.verifications.approveNamed' }, { name: item.name })}
                >
                  <FormattedMessage id="staffReview.verifications.approve" />
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => decision.send({ type: 'reject.start', itemId: item.hostId })}
                  disabled={decision.busyItemId !== null}
                  aria-label={intl.formatMessage({ id: 'staffReview.verifications.rejectNamed' }, { name: item.name })}
                >
                  <FormattedMessage id="staffReview.reject" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RejectDialog
        open={rejecting !== undefined}
        title={intl.formatMessage({ id: 'staffReview.verifications.rejectTitle' }, { name: rejecting?.name ?? '' })}
        busy={decision.submitting}
        reason={decision.reason}
        error={decision.reasonError}
        onReasonChange={(reason) => decision.send({ type: 'reason.change', reason })}
        onCancel={() => decision.send({ type: 'reject.cancel' })}
        onSubmit={() => decision.send({ type: 'reject.submit' })}
      />
    </section>
  );
}
