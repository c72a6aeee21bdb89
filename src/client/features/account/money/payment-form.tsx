import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { formatIban } from '../../../../shared/domain/iban';
import { PaymentMethodInputSchema } from '../../../../shared/schemas/account-money';
import { useSavePaymentDetails } from '../../../api/account-money';
import { toApiError } from '../../../api/http';
import { generalErrorTexts } from '../../../api/error-text';
import { Button } from '../../../ui/button';
import { TextField } from './money-field';
import { errorsFromFields, errorsFromIssues, focusFirstError, type FieldErrors } from './field-errors';

// A new SEPA direct-debit mandate: account holder, IBAN (checked while typing is done, with the
// same mod-97 rule the server applies), optional BIC and the mandate's consent. The server makes
// the reference and the date; saving replaces any earlier mandate.

export function PaymentForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const intl = useIntl();
  const save = useSavePaymentDetails();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ accountHolder: '', iban: '', bic: '', mandateAccepted: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);

  const refuse = (next: FieldErrors, lines: string[] = []) => {
    setErrors(next);
    setGeneral(lines);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, mandateAccepted: values.mandateAccepted as true };
    const checked = v.safeParse(PaymentMethodInputSchema, body);
    if (!checked.success) return refuse(errorsFromIssues(intl, checked.issues, v.getDotPath));
    try {
      await save.mutateAsync(body);
      onDone();
    } catch (error) {
      const failure = toApiError(error);
      refuse(errorsFromFields(intl, failure.fields), Object.keys(failure.fields).length ? [] : generalErrorTexts(intl, failure));
    }
  };

  const failed = Object.keys(errors).length > 0 || general.length > 0;
  return (
    <form ref={formRef} className="money-form" onSubmit={onSubmit} noValidate aria-labelledby="payment-new-title" aria-busy={save.isPending || undefined} data-testid="payment-form">
      <h2 id="payment-new-title" className="money-section__title">
        <FormattedMessage id="account.money.payment.new.title" />
      </h2>
      {failed && (
        <div role="alert" className="notice notice--error">
          {general.length > 0 ? general.map((line) => <p key={line}>{line}</p>) : <FormattedMessage id="account.money.saveFailed" />}
        </div>
      )}
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
