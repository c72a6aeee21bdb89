import { useState } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import { formatIban } from '../../../../shared/domain/iban';
import { PaymentMethodInputSchema } from '../../../../shared/schemas/account-money';
import { useSavePaymentDetails } from '../api';
import { Button } from '../../../ui/button';
import { TextField } from './money-field';
import { FormFailure } from './form-failure';
import { useCheckedSubmit } from './use-checked-submit';

// A new SEPA direct-debit mandate: account holder, IBAN (checked while typing is done, with the
// same mod-97 rule the server applies), optional BIC and the mandate's consent. The server makes
// the reference and the date; saving replaces any earlier mandate.

export function PaymentForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const save = useSavePaymentDetails();
  const [values, setValues] = useState({ accountHolder: '', iban: '', bic: '', mandateAccepted: false });
  const { formRef, errors, general, failed, onSubmit } = useCheckedSubmit({
    schema: PaymentMethodInputSchema,
    // The schema refuses a mandate not accepted; the cast only lets the unchecked box reach it.
    body: () => ({ ...values, mandateAccepted: values.mandateAccepted as true }),
    send: (body) => save.mutateAsync(body),
    onSaved: () => onDone(),
  });

  return (
    <form ref={formRef} className="money-form" onSubmit={onSubmit} noValidate aria-labelledby="payment-new-title" aria-busy={save.isPending || undefined} data-testid="payment-form">
      <h2 id="payment-new-title" className="money-section__title">
        <FormattedMessage id="account.money.payment.new.title" />
      </h2>
      <FormFailure failed={failed} general={general} />
      <TextField label={<FormattedMessage id="account.money.payment.accountHolder" />} error={errors.accountHolder} value={values.accountHolder} onChange={(x) => setValues((s) => ({ ...s, accountHolder: x }))} autoComplete="name" maxLength={140} />
      <TextField
        label={<FormattedMessage id="account.money.payment.iban" />}
        error={errors.iban}
        value={values.iban}
        onChange={(x) => setValues((s) => ({ ...s, iban: x }))}
        onBlur={() => setValues((s) => ({ ...s, iban: formatIban(s.iban) }))}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
        maxLength={42}
      />
      <TextField label={<FormattedMessage id="account.money.payment.bic" />} error={errors.bic} value={values.bic} onChange={(x) => setValues((s) => ({ ...s, bic: x }))} autoComplete="off" spellCheck={false} maxLength={11} />
      <p className="form-field__hint">
        <FormattedMessage id="account.money.payment.mandateText" />
      </p>
      <div className={`form-field form-field--checkbox${errors.mandateAccepted ? ' form-field--invalid' : ''}`}>
        <input
          id="payment-mandate-accepted"
          type="checkbox"
          checked={values.mandateAccepted}
          onChange={(event) => setValues((s) => ({ ...s, mandateAccepted: event.target.checked }))}
          aria-invalid={errors.mandateAccepted ? true : undefined}
          aria-describedby={errors.mandateAccepted ? 'payment-mandate-error' : undefined}
        />
        <label htmlFor="payment-mandate-accepted">
          <FormattedMessage id="account.money.payment.accept" />
        </label>
      </div>
      {errors.mandateAccepted && (
        <p id="payment-mandate-error" className="form-field__error">
          {errors.mandateAccepted}
        </p>
      )}
      <div className="money-form__actions">
        <Button type="submit" variant="primary" busy={save.isPending}>
          <FormattedMessage id="account.money.payment.sign" />
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="account.money.payment.cancel" />
          </Button>
        )}
      </div>
    </form>
  );
}
