import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import * as v from 'valibot';
import type { Unit } from '../../../../shared/schemas/unit';
import type { PropertiesConfiguration } from '../../../../shared/schemas/properties-configuration';
import {
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  EXTRA_GUEST_PRICE_MAX,
  EXTRA_GUEST_PRICE_MIN,
  PriceConfigurationSchema,
  STAY_MAX,
  STAY_MIN,
  AMOUNT_CAP,
  type PriceConfigurationView,
} from '../../../../shared/schemas/price-configuration';
import { NIGHTLY_PRICE_MAX, NIGHTLY_PRICE_MIN, GUESTS_MAX, GUESTS_MIN } from '../../../../shared/domain/publishability';
import { priceRuleIssues } from '../../../../shared/domain/price-rules';
import { fetchPriceConfiguration, patchPriceConfiguration, type PriceConfigurationPatch } from '../api';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { StepLoading } from '../../../forms/step-loading';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import type { StepDefinition } from '../step-definition';
import { NumberField } from '../pricing/number-field';
import { WeekdayPicker } from '../pricing/weekday-picker';
import { ExtraChargeRows, TaxRows } from '../pricing/charge-rows';
import { issueTexts, ruleText } from '../pricing/issue-text';
import { changesOf, configurationOf, copiedFormValues, formValuesOf, type PriceFormValues } from '../pricing/price-form-model';
import { PriceCopyPreview } from '../pricing/price-copy-preview';
import { CopyFromUnit } from '../unit-copy/copy-from-unit';
import { usePriceConfiguration } from '../api';
import { useCurrencySign } from '../pricing/currency-sign';
import { OtherServerErrors } from '../pricing/other-server-errors';
import '../pricing/pricing.css';

// Step "price-and-availability": the unit's defaults (HC §3, HC §5, HC §9) — nightly
// price, stays, check-in and check-out, discounts, booking rules, taxes and extra charges. The
// verdict is the server's own schema and rules; Save sends a merge patch of what changed.

export function PriceStep({ unit }: { unit: Unit }) {
  const priceConfiguration = usePriceConfiguration(unit);
  const configuration = usePropertiesConfiguration();
  if (!priceConfiguration.data || !configuration.data) {
    return (
      <StepLoading
        failed={priceConfiguration.isError || configuration.isError}
        onRetry={() => void Promise.all([priceConfiguration.refetch(), configuration.refetch()])}
      />
    );
  }
  return <PriceForm unit={unit} loaded={priceConfiguration.data} configuration={configuration.data} />;
}

function PriceForm({ unit, loaded, configuration }: { unit: Unit; loaded: PriceConfigurationView; configuration: PropertiesConfiguration }) {
  const intl = useIntl();
  const currency = useCurrencySign(configuration.defaultCurrency);
  const [initial] = useState(() => formValuesOf(loaded));
  const [values, setValues] = useState(initial);
  // A field's own error shows once the host has been at it; the server's always.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const serverErrors = useServerFieldErrors();
  // What the form held before "Copy from unit …" filled it, for Undo copy.
  const [beforeCopy, setBeforeCopy] = useState<{ values: PriceFormValues; touched: ReadonlySet<string> } | null>(null);

  const { unitId: _unitId, saved: _saved, ...stored } = loaded;
  const candidate = { ...stored, ...configurationOf(values, loaded) };
  const verdict = v.safeParse(PriceConfigurationSchema, candidate);
  const rules = verdict.success ? priceRuleIssues(verdict.output) : [];
  const clientErrors: Record<string, string> = { ...issueTexts(intl, verdict.issues), ...Object.fromEntries(rules.map((r) => [r.name, ruleText(intl, r)])) };
  // Every field name shown at an input, so the server's other errors can be listed apart.
  const shown: string[] = [];
  const errorOf = (name: string) => {
    shown.push(name);
    return serverErrors[name] ?? (touched.has(name.split('.')[0]) ? clientErrors[name] : undefined);
  };
  const patch = changesOf(values, initial, loaded);

  const touch = (name: string) => setTouched((old) => (old.has(name) ? old : new Set(old).add(name)));
  // The two discount inputs are entries of one list on the wire (discounts.<i>.discount).
  const modelField = (name: keyof PriceFormValues) => (name === 'weeklyDiscount' || name === 'monthlyDiscount' ? 'discounts' : name);
  const set = <K extends keyof PriceFormValues>(name: K, value: PriceFormValues[K]) => {
    setValues((old) => ({ ...old, [name]: value }));
    touch(modelField(name));
  };
  const errorName = (name: keyof PriceFormValues) => {
    if (modelField(name) !== 'discounts') return name;
    const lengthType = name === 'weeklyDiscount' ? 'weekly' : 'monthly';
    const index = (candidate.discounts as { lengthType: string }[]).findIndex((d) => d.lengthType === lengthType);
    return `discounts.${index}.discount`;
  };
  const number = (name: keyof PriceFormValues, label: ReactNode, bounds: { min: number; max: number; decimal?: boolean; required?: boolean; hint?: ReactNode }) => (
    <NumberField
      label={label}
      required={bounds.required}
      decimal={bounds.decimal}
      min={bounds.min}
      max={bounds.max}
      hint={bounds.hint}
      value={values[name] as string}
      onChange={(value) => set(name, value as never)}
      onBlur={() => touch(modelField(name))}
      error={errorOf(errorName(name))}
    />
  );
  const options = (list: { value: number; label: string }[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  const hasTaxes = values.taxes.length > 0 || Object.keys({ ...serverErrors }).some((k) => k.startsWith('taxes'));
  const hasExtras = values.extraCharges.length > 0 || Object.keys({ ...serverErrors }).some((k) => k.startsWith('extraCharges'));

  const fields = (
    <>
      <Section title="listing.pricing.section.price">
        {number('nightlyPrice', <FormattedMessage id="listing.pricing.nightlyPrice" values={{ currency }} />, {
          min: NIGHTLY_PRICE_MIN,
          max: NIGHTLY_PRICE_MAX,
          decimal: true,
          required: true,
          hint: <FormattedMessage id="listing.pricing.nightlyPrice.hint" values={{ min: NIGHTLY_PRICE_MIN, max: intl.formatNumber(NIGHTLY_PRICE_MAX) }} />,
        })}
        <div className="listing-step__row">
          {number('extraGuestsCount', <FormattedMessage id="listing.pricing.guestsIncluded" />, { min: GUESTS_MIN, max: GUESTS_MAX })}
          {number('extraGuestPrice', <FormattedMessage id="listing.pricing.extraGuestPrice" values={{ currency }} />, {
            min: EXTRA_GUEST_PRICE_MIN,
            max: EXTRA_GUEST_PRICE_MAX,
            decimal: true,
          })}
        </div>
      </Section>
      <Section title="listing.pricing.section.stay">
        <div className="listing-step__row">
          {number('minStay', <FormattedMessage id="listing.pricing.minStay" />, { min: STAY_MIN, max: STAY_MAX, required: true })}
          {number('maxStay', <FormattedMessage id="listing.pricing.maxStay" />, { min: STAY_MIN, max: STAY_MAX, required: true })}
        </div>
      </Section>
      <Section title="listing.pricing.section.checkIn">
        <div className="listing-step__row">
          <TimeField label="listing.pricing.checkInFrom" value={values.checkInFrom} onChange={(t) => set('checkInFrom', t)} error={errorOf('checkInFrom')} />
          <TimeField label="listing.pricing.checkInTo" value={values.checkInTo} onChange={(t) => set('checkInTo', t)} error={errorOf('checkInTo')} />
        </div>
        <TimeField label="listing.pricing.checkOutTo" value={values.checkOutTo} onChange={(t) => set('checkOutTo', t)} error={errorOf('checkOutTo')} />
        <WeekdayPicker
          legend={intl.formatMessage({ id: 'listing.pricing.checkInDays' })}
          value={values.checkInDays}
          onChange={(days) => set('checkInDays', days)}
          error={errorOf('checkInDays')}
        />
        <WeekdayPicker
          legend={intl.formatMessage({ id: 'listing.pricing.checkOutDays' })}
          value={values.checkOutDays}
          onChange={(days) => set('checkOutDays', days)}
          error={errorOf('checkOutDays')}
        />
      </Section>
      <Section title="listing.pricing.section.discounts">
        <div className="listing-step__row">
          {number('weeklyDiscount', <FormattedMessage id="listing.pricing.weeklyDiscount" />, { min: DISCOUNT_MIN, max: DISCOUNT_MAX, decimal: true })}
          {number('monthlyDiscount', <FormattedMessage id="listing.pricing.monthlyDiscount" />, { min: DISCOUNT_MIN, max: DISCOUNT_MAX, decimal: true })}
        </div>
      </Section>
      <Section title="listing.pricing.section.rules">
        <div className="listing-step__row">
          <StepField label={<FormattedMessage id="listing.pricing.preparationTime" />} required error={errorOf('preparationTime')}>
            {(field) => (
              <select {...field} value={values.preparationTime} onChange={(e) => set('preparationTime', Number(e.target.value))}>
                {options(configuration.preparationTime)}
              </select>
            )}
          </StepField>
          <StepField label={<FormattedMessage id="listing.pricing.minDaysOfNotice" />} required error={errorOf('minDaysOfNotice')}>
            {(field) => (
              <select {...field} value={values.minDaysOfNotice} onChange={(e) => set('minDaysOfNotice', Number(e.target.value))}>
                {options(configuration.minimumNotice)}
              </select>
            )}
          </StepField>
        </div>
        {configuration.paymentPreferences.options.length > 0 && (
          <StepField label={<FormattedMessage id="listing.pricing.paymentPreference" />} required error={errorOf('paymentPreference')}>
            {(field) => (
              <select {...field} value={values.paymentPreference} onChange={(e) => set('paymentPreference', Number(e.target.value))}>
                {options(configuration.paymentPreferences.options)}
              </select>
            )}
          </StepField>
        )}
        {number('securityDeposit', <FormattedMessage id="listing.pricing.securityDeposit" values={{ currency }} />, { min: 0, max: AMOUNT_CAP, decimal: true })}
      </Section>
      <Section title="listing.pricing.section.taxes" collapsible open={hasTaxes}>
        <TaxRows rows={values.taxes} onChange={(rows) => set('taxes', rows)} errors={Object.fromEntries(values.taxes.flatMap((_, i) => ['name', 'feeType', 'value'].map((f) => [`taxes.${i}.${f}`, errorOf(`taxes.${i}.${f}`)])))} currency={currency} />
      </Section>
      <Section title="listing.pricing.section.extras" collapsible open={hasExtras}>
        <ExtraChargeRows
          rows={values.extraCharges}
          onChange={(rows) => set('extraCharges', rows)}
          errors={Object.fromEntries(values.extraCharges.flatMap((_, i) => ['type', 'chargeType', 'price'].map((f) => [`extraCharges.${i}.${f}`, errorOf(`extraCharges.${i}.${f}`)])))}
          currency={currency}
          configuration={configuration.extraCharges}
        />
      </Section>
    </>
  );
  return (
    <StepFrame values={patch as Record<string, unknown>} dirty={Object.keys(patch).length > 0} valid={verdict.success && rules.length === 0}>
      <CopyFromUnit
        unit={unit}
        load={fetchPriceConfiguration}
        preview={(source) => {
          const copied = copiedFormValues(source);
          return copied && <PriceCopyPreview values={copied} currency={currency} />;
        }}
        onCopy={(source) => {
          const copied = copiedFormValues(source);
          if (!copied) return;
          setBeforeCopy({ values, touched });
          setValues(copied);
          // Copied values are checked at once, as if the host had typed them.
          setTouched(new Set([...Object.keys(copied).map((k) => modelField(k as keyof PriceFormValues))]));
        }}
        onUndo={() => {
          if (!beforeCopy) return;
          setValues(beforeCopy.values);
          setTouched(beforeCopy.touched);
          setBeforeCopy(null);
        }}
      />
      <OtherServerErrors errors={serverErrors} shown={shown} />
      {fields}
    </StepFrame>
  );
}

/** A group of fields under a heading; the advanced ones fold away (open when they hold something). */
function Section({ title, collapsible = false, open = false, children }: { title: string; collapsible?: boolean; open?: boolean; children: ReactNode }) {
  if (collapsible) {
    return (
      <details className="pricing-section pricing-section--collapsible" open={open || undefined}>
        <summary className="pricing-section__title">
          <FormattedMessage id={title} />
        </summary>
        {children}
      </details>
    );
  }
  return (
    <section className="pricing-section" aria-labelledby={`${title}-heading`}>
      <h3 id={`${title}-heading`} className="pricing-section__title">
        <FormattedMessage id={title} />
      </h3>
      {children}
    </section>
  );
}

/** A time of day; empty means not set (the API's notSet). */
function TimeField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <StepField label={<FormattedMessage id={label} />} error={error} hint={<FormattedMessage id="listing.pricing.timeNotSet" />}>
      {(field) => <input {...field} type="time" value={value} onChange={(e) => onChange(e.target.value)} />}
    </StepField>
  );
}

export const step: StepDefinition = {
  id: 'price-and-availability',
  Form: ({ unit }) => <PriceStep unit={unit} />,
  save: (ids, values) => patchPriceConfiguration(ids.unitId, values as PriceConfigurationPatch),
};
