import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Unit } from '../../../../shared/schemas/unit';
import { STAY_MAX, STAY_MIN, type PriceConfigurationView } from '../../../../shared/schemas/price-configuration';
import { NIGHTLY_PRICE_MAX, NIGHTLY_PRICE_MIN } from '../../../../shared/domain/publishability';
import { patchPriceConfiguration, type PriceConfigurationPatch } from '../api';
import { Button } from '../../../ui/button';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { StepLoading } from '../../../forms/step-loading';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import type { StepDefinition } from '../step-definition';
import { NumberField } from '../pricing/number-field';
import { issueTexts, ruleText } from '../pricing/issue-text';
import { usePriceConfiguration } from '../api';
import { useCurrencySign } from '../pricing/currency-sign';
import { emptySeasonRow, judgeSeasons, seasonOf, seasonRowOf, type Recurrence, type SeasonRow } from '../pricing/season-model';
import { OtherServerErrors } from '../pricing/other-server-errors';
import { MonthDayField } from '../pricing/month-day-field';
import { monthDayOf, recurringDates, yearOf, type MonthDay } from '../pricing/month-day';
import '../pricing/pricing.css';

// Step "price-and-availability/seasons": dated prices (HC §3 Season, HC §5 overlap).
// A recurring season is chosen by day and month. An overlap shows as soon as both seasons have their dates, by the function the server refuses
// a save with; Save sends the new list of seasons as a merge patch (a list is replaced whole).

export function SeasonsStep({ unit }: { unit: Unit }) {
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
  return <SeasonsForm loaded={priceConfiguration.data} defaultCurrency={configuration.data.defaultCurrency} />;
}

type SeasonField = 'name' | 'recurrence' | 'dateFrom' | 'dateTo' | 'price' | 'minStay';

/** The row's dates as a span of days of the year (see month-day.ts), with a new first or last day if given. */
function yearlySpan(row: SeasonRow, from?: MonthDay, to?: MonthDay) {
  return recurringDates(from ?? monthDayOf(row.dateFrom), to ?? monthDayOf(row.dateTo), yearOf(row.dateFrom));
}

function SeasonsForm({ loaded, defaultCurrency }: { loaded: PriceConfigurationView; defaultCurrency: string }) {
  const intl = useIntl();
  const currency = useCurrencySign(defaultCurrency);
  const [initial] = useState(() => loaded.seasonsPricing.map(seasonRowOf));
  const [rows, setRows] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<string | null>(null);
  const serverErrors = useServerFieldErrors();

  const verdict = judgeSeasons(rows);
  const seasons = rows.map(seasonOf);
  const dirty = JSON.stringify(seasons) !== JSON.stringify(initial.map(seasonOf));
  const titleOf = (i: number) => rows[i]?.name.trim() || intl.formatMessage({ id: 'listing.pricing.seasons.unnamed' }, { n: i + 1 });
  const ownTexts = verdict.own.map((issues, i) => issueTexts(intl, issues, `seasonsPricing.${i}.`));
  const ruleTexts = Object.fromEntries(verdict.rules.map((r) => [r.name, ruleText(intl, r, titleOf)]));
  // Every field name shown at an input, so the server's other errors can be listed apart.
  const shown: string[] = [];
  const errorOf = (i: number, field: SeasonField) => {
    const name = `seasonsPricing.${i}.${field}`;
    shown.push(name);
    // The server's refusal first; an overlap at once; a field's own error once the host was there.
    return serverErrors[name] ?? ruleTexts[name] ?? (touched.has(`${rows[i].key}.${field}`) ? ownTexts[i][name] : undefined);
  };
  const update = (i: number, field: SeasonField, value: string) => {
    setRows((old) => old.map((r, j) => (j === i ? { ...r, [field]: value, ...(field === 'recurrence' && value === 'recurring' && yearlySpan(r)) } : r)));
    touch(i, field);
  };
  /** A recurring season's first or last night chosen by day and month. */
  const updateMonthDay = (i: number, field: 'dateFrom' | 'dateTo', value: MonthDay) => {
    setRows((old) => old.map((r, j) => (j === i ? { ...r, ...yearlySpan(r, field === 'dateFrom' ? value : undefined, field === 'dateTo' ? value : undefined) } : r)));
    touch(i, field);
  };
  const touch = (i: number, field: SeasonField) => {
    const key = `${rows[i].key}.${field}`;
    setTouched((old) => (old.has(key) ? old : new Set(old).add(key)));
  };
  const add = () => {
    const row = emptySeasonRow();
    setRows((old) => [...old, row]);
    setAdded(row.key);
  };

  const list = (
    <div className="pricing-rows">
      {rows.map((row, i) => (
        <section key={row.key} className="pricing-row pricing-season" aria-labelledby={`${row.key}-title`}>
          <div className="pricing-season__header">
            <h3 id={`${row.key}-title`} className="pricing-season__title">
              {titleOf(i)}
            </h3>
            <Button variant="ghost" onClick={() => setRows((old) => old.filter((_, j) => j !== i))}>
              <FormattedMessage id="listing.pricing.remove" />
            </Button>
          </div>
          <StepField label={<FormattedMessage id="listing.pricing.seasons.name" />} error={errorOf(i, 'name')}>
            {(field) => (
              <input
                {...field}
                type="text"
                maxLength={100}
                autoFocus={row.key === added}
                value={row.name}
                onChange={(e) => update(i, 'name', e.target.value)}
                onBlur={() => touch(i, 'name')}
              />
            )}
          </StepField>
          <StepField
            label={<FormattedMessage id="listing.pricing.seasons.recurrence" />}
            required
            error={errorOf(i, 'recurrence')}
            hint={row.recurrence === 'recurring' ? <FormattedMessage id="listing.pricing.seasons.recurringHint" /> : undefined}
          >
            {(field) => (
              <select {...field} value={row.recurrence} onChange={(e) => update(i, 'recurrence', e.target.value as Recurrence)}>
                {(['one-time', 'recurring'] as const).map((r) => (
                  <option key={r} value={r}>
                    {intl.formatMessage({ id: `listing.pricing.seasons.recurrence.${r}` })}
                  </option>
                ))}
              </select>
            )}
          </StepField>
          {(['dateFrom', 'dateTo'] as const).map((f) =>
            row.recurrence === 'recurring' ? (
              <MonthDayField
                key={f}
                legend={intl.formatMessage({ id: `listing.pricing.seasons.${f}` })}
                value={monthDayOf(row[f])}
                onChange={(value) => updateMonthDay(i, f, value)}
                onBlur={() => touch(i, f)}
                error={errorOf(i, f)}
              />
            ) : (
              <StepField key={f} label={<FormattedMessage id={`listing.pricing.seasons.${f}`} />} required error={errorOf(i, f)}>
                {(field) => <input {...field} type="date" value={row[f]} onChange={(e) => update(i, f, e.target.value)} onBlur={() => touch(i, f)} />}
              </StepField>
            ),
          )}
          <NumberField
            label={<FormattedMessage id="listing.pricing.seasons.price" values={{ currency }} />}
            required
            decimal
            min={NIGHTLY_PRICE_MIN}
            max={NIGHTLY_PRICE_MAX}
            value={row.price}
            onChange={(value) => update(i, 'price', value)}
            onBlur={() => touch(i, 'price')}
            error={errorOf(i, 'price')}
          />
          <NumberField
            label={<FormattedMessage id="listing.pricing.seasons.minStay" />}
            min={STAY_MIN}
            max={STAY_MAX}
            value={row.minStay}
            onChange={(value) => update(i, 'minStay', value)}
            onBlur={() => touch(i, 'minStay')}
            error={errorOf(i, 'minStay')}
          />
        </section>
      ))}
      <Button variant="secondary" onClick={add}>
        <FormattedMessage id="listing.pricing.seasons.add" />
      </Button>
    </div>
  );
  return (
    <StepFrame values={{ seasonsPricing: seasons }} dirty={dirty} valid={verdict.valid}>
      <p className="form-field__hint">
        <FormattedMessage id="listing.pricing.seasons.intro" />
      </p>
      <OtherServerErrors errors={serverErrors} shown={shown} />
      {rows.length === 0 && (
        <p className="pricing-rows__empty">
          <FormattedMessage id="listing.pricing.seasons.empty" />
        </p>
      )}
      {list}
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'price-and-availability-seasons',
  Form: ({ unit }) => <SeasonsStep unit={unit} />,
  save: (ids, values) => patchPriceConfiguration(ids.unitId, values as PriceConfigurationPatch),
};
