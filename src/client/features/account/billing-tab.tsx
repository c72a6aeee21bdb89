import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageHeading } from '../../ui/page-heading';
import { useBillingDetails } from './api';
import { BillingForm } from './money/billing-form';
import { BillingHistory } from './money/billing-history';
import { Loading, LoadFailed } from './money/load-state';
import './money/money.css';

// /account/billing (every host): who our invoices are made out to, and what we billed.
export default function BillingTab() {
  const intl = useIntl();
  const details = useBillingDetails();
  return (
    <section className="account-billing">
      <PageHeading title={<FormattedMessage id="account.tabs.billing" />} description={<FormattedMessage id="account.money.billing.intro" />} />
      <div className="money-section">
        {details.isPending ? (
          <Loading label={intl.formatMessage({ id: 'account.money.billing.details.loading' })} />
        ) : details.isError ? (
          <LoadFailed retry={() => void details.refetch()} />
        ) : (
          <BillingForm initial={details.data.invoiceRecipient} prefilled={details.data.source === 'onboarding'} />
        )}
      </div>
      <BillingHistory />
    </section>
  );
}
