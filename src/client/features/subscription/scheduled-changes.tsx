import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { generalErrorTexts } from '../../api/error-text';
import type { ApiError } from '../../api/http';
import { Button } from '../../ui/button';
import { planName } from './plan-choices';
import { useScheduledChanges, useWithdrawScheduledChanges } from './api';

// What is scheduled to happen to the subscription (a cancellation at the end of the period), and
// withdrawing it with a reason. The server withdraws all scheduled changes at once, so there is
// one Withdraw for the list. A simple form: no workflow beyond ask, send, show the outcome.

const t = (key: string) => `subscription.manage.scheduled.${key}`;

export function ScheduledChanges({ subscriptionId }: { subscriptionId: string }) {
  const intl = useIntl();
  const changes = useScheduledChanges(subscriptionId);
  return (
    <section className="manage-step" aria-labelledby="scheduled-changes-title">
      <h2 id="scheduled-changes-title" className="manage-step__title">
        <FormattedMessage id={t('title')} />
      </h2>
      {changes.data ? (
        changes.data.items.length === 0 ? (
          <p>
            <FormattedMessage id={t('none')} />
          </p>
        ) : (
          <>
            <ul className="subscription-manage__list" aria-labelledby="scheduled-changes-title">
              {changes.data.items.map((c) => (
                <li key={c.id}>
                  <FormattedMessage
                    id={c.kind === 'cancellation' ? t('kind.cancellation') : t('kind.other')}
                    values={{ plan: c.planId ? planName(c.planId) : '—', date: <FormattedDate value={c.effectiveAt} dateStyle="long" /> }}
                  />
                </li>
              ))}
            </ul>
            <WithdrawForm subscriptionId={subscriptionId} count={changes.data.items.length} />
          </>
        )
      ) : changes.isError ? (
        <div role="alert" className="notice notice--error">
          <p>
            <FormattedMessage id={t('loadFailed')} /> {generalErrorTexts(intl, changes.error as ApiError).join(' ')}
          </p>
          <Button variant="secondary" busy={changes.isFetching} onClick={() => void changes.refetch()}>
            <FormattedMessage id="listing.action.retry" />
          </Button>
        </div>
      ) : (
        <p role="status">
          <span className="spinner__circle spinner__circle--button" aria-hidden="true" /> <FormattedMessage id={t('loading')} />
        </p>
      )}
    </section>
  );
}

function WithdrawForm({ subscriptionId, count }: { subscriptionId: string; count: number }) {
  const intl = useIntl();
  const withdraw = useWithdrawScheduledChanges(subscriptionId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id={t('withdraw')} values={{ count }} />
      </Button>
    );
  }
  return (
    <form
      className="subscription-manage__withdraw"
      aria-labelledby="withdraw-title"
      onSubmit={(e) => {
        e.preventDefault();
        withdraw.mutate(reason);
      }}
    >
      <h3 id="withdraw-title">
        <FormattedMessage id={t('withdrawTitle')} values={{ count }} />
      </h3>
      <div className="form-field">
        <label htmlFor="withdraw-reason">
          <FormattedMessage id={t('reason')} />
        </label>
        <textarea id="withdraw-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
      </div>
      {withdraw.isError && (
        <p role="alert" className="notice notice--error">
          <FormattedMessage id={t('withdrawFailed')} /> {generalErrorTexts(intl, withdraw.error as ApiError).join(' ')}
        </p>
      )}
      <div className="subscription-manage__actions">
        <Button type="submit" busy={withdraw.isPending}>
          <FormattedMessage id={t('withdrawConfirm')} values={{ count }} />
        </Button>
        <Button variant="ghost" disabled={withdraw.isPending} onClick={() => setOpen(false)}>
          <FormattedMessage id={t('keep')} />
        </Button>
      </div>
    </form>
  );
}
