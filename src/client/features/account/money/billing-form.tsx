import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { hasVat, STATE_MAX_LENGTH } from '../../../../shared/domain/tax-details';
import { InvoiceRecipientInputSchema, knownCountryCodes, type InvoiceRecipient } from '../../../../shared/schemas/account-money';
import { useSaveBillingDetails } from '../api';
import { Button } from '../../../ui/button';
import { MoneyField, TextField } from './money-field';
import { FormFailure } from './form-failure';
import { useCheckedSubmit } from './use-checked-submit';

// Who invoices are made out to (AS §3 tax details, AS §5): checked in the browser with
// the same schema the server uses, so most mistakes are shown at once; the server's own refusal is
// shown at the fields it names. The VAT id field shows only when the host has one and the country
// has VAT; the state or province takes at most 3 characters.

interface Values {
  name: string;
  country: string;
  city: string;
  street: string;
  houseNumberOrName: string;
  postalCode: string;
  stateOrProvince: string;
  userHasVatId: boolean;
  vatId: string;
  email: string;
}

const valuesOf = (r: InvoiceRecipient | null): Values => ({
  name: r?.name ?? '',
  country: r?.address.country ?? '',
  city: r?.address.city ?? '',
  street: r?.address.street ?? '',
  houseNumberOrName: r?.address.houseNumberOrName ?? '',
  postalCode: r?.address.postalCode ?? '',
  stateOrProvince: r?.address.stateOrProvince ?? '',
  userHasVatId: r?.userHasVatId ?? false,
  vatId: r?.vatId ?? '',
  email: r?.email ?? '',
});

const bodyOf = (values: Values) => ({
  name: values.name,
  address: { country: values.country, city: values.city, street: values.street, houseNumberOrName: values.houseNumberOrName, postalCode: values.postalCode, stateOrProvince: values.stateOrProvince },
  userHasVatId: values.userHasVatId,
  vatId: values.vatId,
  email: values.email,
});

export function BillingForm({ initial, prefilled }: { initial: InvoiceRecipient | null; prefilled: boolean }) {
  const intl = useIntl();
  const save = useSaveBillingDetails();
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [saved, setSaved] = useState(false);
  const { formRef, errors, general, failed, onSubmit } = useCheckedSubmit({
    schema: InvoiceRecipientInputSchema,
    body: () => bodyOf(values),
    send: (body) => save.mutateAsync(body),
    onSaved: (answer) => {
      setValues(valuesOf(answer.invoiceRecipient));
      setSaved(true);
    },
  });
  // Built once per language: a keystroke elsewhere must not re-render some 250 options.
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return knownCountryCodes()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale))
      .map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ));
  }, [intl.locale]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };
  const countryHasVat = values.country === '' || hasVat(values.country);

  return (
    <form ref={formRef} className="money-form" onSubmit={onSubmit} noValidate aria-labelledby="billing-details-title" aria-busy={save.isPending || undefined} data-testid="billing-form">
      <h2 id="billing-details-title" className="money-section__title">
        <FormattedMessage id="account.money.billing.details.title" />
      </h2>
      {prefilled && (
        <p className="notice" role="note">
          <FormattedMessage id="account.money.billing.details.prefilled" />
        </p>
      )}
      <FormFailure failed={failed} general={general} />
      <TextField label={<FormattedMessage id="account.money.field.name" />} error={errors.name} value={values.name} onChange={(x) => set('name', x)} autoComplete="organization" maxLength={200} />
      <MoneyField label={<FormattedMessage id="account.money.field.country" />} error={errors['address.country']}>
        {(props) => (
          <select {...props} value={values.country} onChange={(event) => set('country', event.target.value)} autoComplete="country">
            <option value="">{intl.formatMessage({ id: 'account.money.field.countryPlaceholder' })}</option>
            {countryOptions}
          </select>
        )}
      </MoneyField>
      <div className="money-form__grid">
        <TextField label={<FormattedMessage id="account.money.field.street" />} error={errors['address.street']} value={values.street} onChange={(x) => set('street', x)} autoComplete="address-line1" maxLength={200} />
        <TextField label={<FormattedMessage id="account.money.field.houseNumberOrName" />} error={errors['address.houseNumberOrName']} value={values.houseNumberOrName} onChange={(x) => set('houseNumberOrName', x)} autoComplete="address-line2" maxLength={50} />
        <TextField label={<FormattedMessage id="account.money.field.postalCode" />} error={errors['address.postalCode']} value={values.postalCode} onChange={(x) => set('postalCode', x)} autoComplete="postal-code" maxLength={12} />
        <TextField label={<FormattedMessage id="account.money.field.city" />} error={errors['address.city']} value={values.city} onChange={(x) => set('city', x)} autoComplete="address-level2" maxLength={100} />
        <TextField
          label={<FormattedMessage id="account.money.field.stateOrProvince" />}
          hint={<FormattedMessage id="account.money.field.stateOrProvince.hint" />}
          error={errors['address.stateOrProvince']}
          value={values.stateOrProvince}
          onChange={(x) => set('stateOrProvince', x.slice(0, STATE_MAX_LENGTH))}
          maxLength={STATE_MAX_LENGTH}
          autoComplete="address-level1"
        />
      </div>
      {countryHasVat ? (
        <>
          <div className="form-field form-field--checkbox">
            <input id="billing-has-vat" type="checkbox" checked={values.userHasVatId} onChange={(event) => set('userHasVatId', event.target.checked)} />
            <label htmlFor="billing-has-vat">
              <FormattedMessage id="account.money.field.userHasVatId" />
            </label>
          </div>
          {values.userHasVatId && (
            <TextField label={<FormattedMessage id="account.money.field.vatId" />} hint={<FormattedMessage id="account.money.field.vatId.hint" />} error={errors.vatId} value={values.vatId} onChange={(x) => set('vatId', x)} maxLength={20} />
          )}
        </>
      ) : (
        <p className="form-field__hint">
          <FormattedMessage id="account.money.field.noVat" />
        </p>
      )}
      <TextField label={<FormattedMessage id="account.money.field.email" />} error={errors.email} value={values.email} onChange={(x) => set('email', x)} type="email" autoComplete="email" maxLength={200} />
      <div className="money-form__actions">
        <Button type="submit" variant="primary" busy={save.isPending}>
          <FormattedMessage id="account.money.save" />
        </Button>
        <p role="status">{saved && <FormattedMessage id="account.money.saved" />}</p>
      </div>
    </form>
  );
}
