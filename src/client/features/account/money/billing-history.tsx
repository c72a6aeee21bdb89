import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from '../../../i18n/intl';
import type { BillingHistoryItem } from '../../../../shared/schemas/account-money';
import { useBillingHistory } from '../api';
import { Button } from '../../../ui/button';
import { Loading, LoadFailed } from './load-state';
import { ScrollingTable } from './money-table';

// What the portal billed the host (billing_events), newest first, a page at a time.

/** A plan's name in the host's language; a plan the texts do not know keeps its id. */
function usePlanName() {
  const intl = useIntl();
  return (id: string | null) => (id === null ? '—' : intl.messages[`account.money.plan.${id}`] ? intl.formatMessage({ id: `account.money.plan.${id}` }) : id);
}

function ItemText({ item }: { item: BillingHistoryItem }) {
  const planName = usePlanName();
  if (item.kind === 'plan_changed') return <FormattedMessage id="account.money.history.kind.plan_changed" values={{ from: planName(item.fromPlanId), to: planName(item.toPlanId) }} />;
  return <FormattedMessage id="account.money.history.kind.other" values={{ kind: item.kind }} />;
}

export function BillingHistory() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const history = useBillingHistory(page);
  return (
    <section className="money-section" aria-labelledby="billing-history-title">
      <h2 id="billing-history-title" className="money-section__title">
        <FormattedMessage id="account.money.history.title" />
      </h2>
      {history.isPending ? (
        <Loading label={intl.formatMessage({ id: 'account.money.history.loading' })} />
      ) : history.isError ? (
        <LoadFailed retry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <p className="empty-state" data-testid="billing-history-empty">
          <FormattedMessage id="account.money.history.empty" />
        </p>
      ) : (
        <>
          <ScrollingTable labelledBy="billing-history-title" testId="billing-history">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="account.money.history.col.date" /></th>
                <th scope="col"><FormattedMessage id="account.money.history.col.item" /></th>
                <th scope="col" className="money-table__amount"><FormattedMessage id="account.money.history.col.amount" /></th>
                <th scope="col"><FormattedMessage id="account.money.history.col.status" /></th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((item) => (
                <tr key={item.id}>
                  <td><FormattedDate value={item.createdAt} dateStyle="medium" /></td>
                  <td>
                    <ItemText item={item} />
                    {item.coupon && (
                      <>
                        {' · '}
                        <FormattedMessage id="account.money.history.coupon" values={{ code: item.coupon }} />
                      </>
                    )}
                  </td>
                  <td className="money-table__amount">
                    {item.amount !== null && item.currency ? (
                      item.kind === 'plan_changed' ? (
                        <FormattedMessage id="account.money.history.perMonth" values={{ amount: intl.formatNumber(item.amount, { style: 'currency', currency: item.currency }) }} />
                      ) : (
                        <FormattedNumber value={item.amount} style="currency" currency={item.currency} />
                      )
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <FormattedMessage id={item.charged ? 'account.money.history.charged' : 'account.money.history.notCharged'} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
          {history.data.pagination.pages > 1 && (
            <nav className="money-pager" aria-label={intl.formatMessage({ id: 'account.money.history.title' })}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                <FormattedMessage id="account.money.history.previous" />
              </Button>
              <span aria-live="polite">
                <FormattedMessage id="account.money.history.page" values={{ current: history.data.pagination.current, pages: history.data.pagination.pages }} />
              </span>
              <Button variant="secondary" disabled={history.data.pagination.next === null} onClick={() => setPage((p) => p + 1)}>
                <FormattedMessage id="account.money.history.next" />
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
