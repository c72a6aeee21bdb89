import { useId } from 'react';
import { useIntl } from '../../../i18n/intl';

// Days of the week as checkboxes named in the page's language (Intl, no text files needed).
// Values follow Date.getDay(): 0 is Sunday. The week is shown from Monday, as in the four
// languages of the portal.

const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** 2023-01-01 was a Sunday: day d of the week is 1 + d January 2023 (UTC). */
const dateOfWeekday = (day: number) => new Date(Date.UTC(2023, 0, 1 + day));

export function weekdayName(locale: string, day: number, width: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(dateOfWeekday(day));
}

export function WeekdayPicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const toggle = (day: number, on: boolean) => onChange((on ? [...value, day] : value.filter((d) => d !== day)).sort());
  return (
    <fieldset className={`form-field form-field--group pricing-weekdays${error ? ' form-field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="pricing-weekdays__days">
        {DISPLAY_ORDER.map((day) => (
          <label key={day} className="pricing-weekdays__day">
            <input type="checkbox" checked={value.includes(day)} onChange={(e) => toggle(day, e.target.checked)} />
            <span>{weekdayName(intl.locale, day)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
