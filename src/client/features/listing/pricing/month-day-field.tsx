import { useId } from 'react';
import { useIntl } from '../../../i18n/intl';
import { daysInMonth, type MonthDay } from './month-day';

// Day and month of a recurring season's first or last night, month names in the page's language.
export function MonthDayField({ legend, value, onChange, onBlur, error }: { legend: string; value: MonthDay; onChange: (value: MonthDay) => void; onBlur?: () => void; error?: string }) {
  const intl = useIntl();
  const id = useId();
  const monthName = (month: number) => new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, month - 1, 1)));
  const days = value.month ? daysInMonth(value.month) : 31;
  const choose = intl.formatMessage({ id: 'listing.field.choose' });
  return (
    <fieldset className={`form-field form-field--group${error ? ' form-field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined} aria-required>
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="pricing-month-day">
        <select
          aria-label={intl.formatMessage({ id: 'listing.pricing.seasons.day' })}
          aria-invalid={error ? true : undefined}
          value={value.day ?? ''}
          onChange={(e) => onChange({ ...value, day: Number(e.target.value) || null })}
          onBlur={onBlur}
        >
          <option value="">{choose}</option>
          {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <select
          aria-label={intl.formatMessage({ id: 'listing.pricing.seasons.month' })}
          aria-invalid={error ? true : undefined}
          value={value.month ?? ''}
          onChange={(e) => {
            const month = Number(e.target.value) || null;
            // A day the new month does not have is dropped rather than moved silently.
            onChange({ month, day: value.day && month && value.day > daysInMonth(month) ? null : value.day });
          }}
          onBlur={onBlur}
        >
          <option value="">{choose}</option>
          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
            <option key={m} value={m}>
              {monthName(m)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
