import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { PageHeading } from '../../ui/page-heading';
import { Button } from '../../ui/button';
import { useDeletePaymentDetails, usePaymentDetails } from './api';
import { generalErrorTexts } from '../../api/error-text';
import { PaymentForm } from './money/payment-form';
import { Loading, LoadFailed } from './money/load-state';
import './money/money.css';

// /account/payment (hosts with subscription checkout): the SEPA direct-debit mandate the
// subscription is collected with. The IBAN is only ever shown masked; replacing signs a new
// mandate; removing asks first, because the subscription cannot be collected without one.

export default function PaymentTab() {
  const intl = useIntl();
  const details = usePaymentDetails();
  const remove = useDeletePaymentDetails();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<'signed' | 'removed' | null>(null);
  const method = details.data?.paymentMethod ?? null;

  let content;
  if (details.isPending) content = <Loading label={intl.formatMessage({ id: 'account.money.payment.loading' })} />;
  else if (details.isError) content = <LoadFailed retry={() => void details.refetch()} />;
  else if (editing)
    content = (
      <PaymentForm
        onDone={() => {
          setEditing(false);
          setNotice('signed');
        }}
        onCancel={() => setEditing(false)}
      />
    );
  else if (!method)
    content = (
      <div>
        <p className="empty-state" data-testid="payment-none">
          <FormattedMessage id="account.money.payment.none" />
        </p>
        <Button variant="primary" onClick={() => { setNotice(null); setEditing(true); }}>
          <FormattedMessage id="account.money.payment.add" />
        </Button>
      </div>
    );
  else
    content = (
      <section aria-labelledby="payment-current-title" data-testid="payment-current">
        <h2 id="payment-current-title" className="money-section__title">
          <FormattedMessage id="account.money.payment.current.title" />
        </h2>
        <dl className="money-mandate">
          <dt><FormattedMessage id="account.money.payment.accountHolder" /></dt>
          <dd>{method.accountHolder}</dd>
          <dt><FormattedMessage id="account.money.payment.iban" /></dt>
          <dd data-testid="payment-iban">{method.ibanMasked}</dd>
          {method.bic && (
            <>
              <dt><FormattedMessage id="account.money.payment.bic" /></dt>
              <dd>{method.bic}</dd>
            </>
          )}
          <dt><FormattedMessage id="account.money.payment.mandateReference" /></dt>
          <dd>{method.mandateReference}</dd>
          <dt><FormattedMessage id="account.money.payment.signedAt" /></dt>
          <dd><FormattedDate value={method.signedAt} dateStyle="long" /></dd>
        </dl>
        {remove.isError && (
          <div role="alert" className="notice notice--error">
            {generalErrorTexts(intl, remove.error).map((line) => <p key={line}>{line}</p>)}
          </div>
        )}
        {confirming ? (
          <div role="group" aria-labelledby="payment-remove-question" className="money-form__actions">
            <p id="payment-remove-question">
              <FormattedMessage id="account.money.payment.removeConfirm" />
            </p>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    setNotice('removed');
                  },
                })
              }
            >
              <FormattedMessage id="account.money.payment.removeYes" />
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} autoFocus>
              <FormattedMessage id="account.money.payment.cancel" />
            </Button>
          </div>
        ) : (
          <div className="money-form__actions">
            <Button variant="secondary" onClick={() => { setNotice(null); setEditing(true); }}>
              <FormattedMessage id="account.money.payment.replace" />
            </Button>
            <Button variant="ghost" onClick={() => { setNotice(null); setConfirming(true); }}>
              <FormattedMessage id="account.money.payment.remove" />
            </Button>
          </div>
        )}
      </section>
    );

  return (
    <section className="account-payment">
      <PageHeading title={<FormattedMessage id="account.tabs.payment" />} description={<FormattedMessage id="account.money.payment.intro" />} />
      <p role="status">{notice && <FormattedMessage id={`account.money.payment.${notice}`} />}</p>
      {content}
    </section>
  );
}
