import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { PropertiesConfiguration } from '../../../../shared/schemas/properties-configuration';
import { TAX_FEE_TYPES, TAX_NAME_MAX, TAX_VALUE_MAX, AMOUNT_CAP } from '../../../../shared/schemas/price-configuration';
import { Button } from '../../../ui/button';
import { StepField } from '../../../forms/step-field';
import { NumberField } from './number-field';
import { newRowKey, type ChargeRow, type ChargeType, type TaxFeeType, type TaxRow } from './price-form-model';

// Taxes (HC §3: local tax by one of four fee types, with the name guests see on the bill) and extra charges (a service of the
// configuration, charged per night or once) as rows the host adds and removes.

type Errors = Record<string, string | undefined>;

export function TaxRows({ rows, onChange, errors, currency }: { rows: TaxRow[]; onChange: (rows: TaxRow[]) => void; errors: Errors; currency: string }) {
  const intl = useIntl();
  const update = (i: number, change: Partial<TaxRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <div className="pricing-rows">
      {rows.length === 0 && (
        <p className="pricing-rows__empty">
          <FormattedMessage id="listing.pricing.taxes.empty" />
        </p>
      )}
      {rows.map((row, i) => (
        <div key={row.key} role="group" aria-label={intl.formatMessage({ id: 'listing.pricing.taxes.row' }, { n: i + 1 })} className="pricing-row">
          <StepField
            label={<FormattedMessage id="listing.pricing.taxes.name" />}
            hint={<FormattedMessage id="listing.pricing.taxes.nameHint" />}
            error={errors[`taxes.${i}.name`]}
          >
            {(field) => <input {...field} type="text" maxLength={TAX_NAME_MAX} value={row.name} onChange={(e) => update(i, { name: e.target.value })} />}
          </StepField>
          <StepField label={<FormattedMessage id="listing.pricing.taxes.feeType" />} required error={errors[`taxes.${i}.feeType`]}>
            {(field) => (
              <select {...field} value={row.feeType} onChange={(e) => update(i, { feeType: e.target.value as TaxFeeType })}>
                {TAX_FEE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {intl.formatMessage({ id: `listing.pricing.taxes.feeType.${t}` })}
                  </option>
                ))}
              </select>
            )}
          </StepField>
          <NumberField
            label={<FormattedMessage id="listing.pricing.taxes.value" values={{ currency }} />}
            required
            decimal
            min={0}
            max={TAX_VALUE_MAX}
            value={row.value}
            onChange={(value) => update(i, { value })}
            error={errors[`taxes.${i}.value`]}
          />
          <Button variant="ghost" className="pricing-row__remove" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <FormattedMessage id="listing.pricing.remove" />
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...rows, { key: newRowKey(), name: '', feeType: 'per_person_per_day', value: '' }])}>
        <FormattedMessage id="listing.pricing.taxes.add" />
      </Button>
    </div>
  );
}

export function ExtraChargeRows({
  rows,
  onChange,
  errors,
  currency,
  configuration,
}: {
  rows: ChargeRow[];
  onChange: (rows: ChargeRow[]) => void;
  errors: Errors;
  currency: string;
  configuration: PropertiesConfiguration['extraCharges'];
}) {
  const intl = useIntl();
  const update = (i: number, change: Partial<ChargeRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const used = new Set(rows.map((r) => r.type));
  const nextService = configuration.serviceTypes.find((s) => !used.has(s.value));
  const defaultChargeType = (type: string) => configuration.serviceTypes.find((s) => s.value === type)?.defaultChargeType ?? 'one_time';
  return (
    <div className="pricing-rows">
      {rows.length === 0 && (
        <p className="pricing-rows__empty">
          <FormattedMessage id="listing.pricing.extras.empty" />
        </p>
      )}
      {rows.map((row, i) => (
        <div key={row.key} role="group" aria-label={intl.formatMessage({ id: 'listing.pricing.extras.row' }, { n: i + 1 })} className="pricing-row">
          <StepField label={<FormattedMessage id="listing.pricing.extras.service" />} required error={errors[`extraCharges.${i}.type`]}>
            {(field) => (
              <select {...field} value={row.type} onChange={(e) => update(i, { type: e.target.value, chargeType: defaultChargeType(e.target.value) })}>
                {configuration.serviceTypes.map((s) => (
                  // A service is charged once per unit: those in other rows are not offered again.
                  <option key={s.value} value={s.value} disabled={s.value !== row.type && used.has(s.value)}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </StepField>
          <StepField label={<FormattedMessage id="listing.pricing.extras.chargeType" />} required error={errors[`extraCharges.${i}.chargeType`]}>
            {(field) => (
              <select {...field} value={row.chargeType} onChange={(e) => update(i, { chargeType: e.target.value as ChargeType })}>
                {configuration.chargeTypes.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </StepField>
          <NumberField
            label={<FormattedMessage id="listing.pricing.extras.price" values={{ currency }} />}
            required
            decimal
            min={0}
            max={AMOUNT_CAP}
            value={row.price}
            onChange={(price) => update(i, { price })}
            error={errors[`extraCharges.${i}.price`]}
          />
          <Button variant="ghost" className="pricing-row__remove" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <FormattedMessage id="listing.pricing.remove" />
          </Button>
        </div>
      ))}
      {nextService && (
        <Button
          variant="secondary"
          onClick={() => onChange([...rows, { key: newRowKey(), type: nextService.value, chargeType: nextService.defaultChargeType, price: '' }])}
        >
          <FormattedMessage id="listing.pricing.extras.add" />
        </Button>
      )}
    </div>
  );
}
