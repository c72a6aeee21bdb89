import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { blockRangeProblems } from '../../../shared/domain/availability/block-range';
import { todayIn } from '../../../shared/domain/time/property-today';
import { Button } from '../../ui/button';
import { StepField } from '../../forms/step-field';
import { useChangeClosedDates } from './api';
import { problemTexts, refusalTexts, type FieldTexts } from './field-problems';
import { rangeText } from './day-text';

// Close one day or a range: the first day is needed, the last may be left empty for one day
// (HC §4 Unavailabilities). Native date inputs: keyboard and screen reader friendly.
export function CloseDatesForm({ unitId, timeZone, onDone }: { unitId: string; timeZone: string; onDone: (message: string) => void }) {
  const intl = useIntl();
  const close = useChangeClosedDates(unitId, 'block');
  const form = useRef<HTMLFormElement>(null);
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [errors, setErrors] = useState<FieldTexts>({});
  const [general, setGeneral] = useState<string | null>(null);
  // The property's day, as the server judges "the past".
  const today = todayIn(timeZone);

  const focusFirstInvalid = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const found = problemTexts(intl, blockRangeProblems({ dateFrom, dateTo }, { today, closing: true }));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    const range = { dateFrom, ...(dateTo && { dateTo }) };
    try {
      await close.mutateAsync(range);
      setDateFrom('');
      setDateTo('');
      onDone(intl.formatMessage({ id: 'availability.closed' }, { range: rangeText(intl, range) }));
    } catch (error) {
      const refused = refusalTexts(intl, error);
      setErrors(refused.fields);
      setGeneral(refused.general);
      focusFirstInvalid();
    }
  };

  return (
    <form ref={form} className="closed-dates__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="closed-dates-form-title">
      <h3 id="closed-dates-form-title" className="closed-dates__subtitle">
        <FormattedMessage id="availability.form.title" />
      </h3>
      <div className="closed-dates__fields">
        <StepField label={<FormattedMessage id="availability.form.dateFrom" />} required error={errors.dateFrom}>
          {(field) => <input {...field} type="date" name="dateFrom" min={today} value={dateFrom} onChange={(e) => setDateFrom(e.target.value)} />}
        </StepField>
        <StepField label={<FormattedMessage id="availability.form.dateTo" />} hint={<FormattedMessage id="availability.form.dateToHint" />} error={errors.dateTo}>
          {(field) => <input {...field} type="date" name="dateTo" min={dateFrom || today} value={dateTo} onChange={(e) => setDateTo(e.target.value)} />}
        </StepField>
      </div>
      {general && (
        <p role="alert" className="notice notice--error closed-dates__notice">
          {general}
        </p>
      )}
      <div className="closed-dates__actions">
        <Button type="submit" busy={close.isPending}>
          <FormattedMessage id="availability.form.submit" />
        </Button>
      </div>
    </form>
  );
}
