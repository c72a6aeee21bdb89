import { FormattedMessage } from '../../i18n/intl';
import { QUOTE_MAX_GUESTS } from '../../../shared/schemas/stay-quote';
import { StepField } from '../../forms/step-field';
import type { StayDraft } from './stay-question';

// Check-in, check-out and guests: native date and number inputs (keyboard and screen reader
// friendly), each with its problem right under it.
export function StayFields({
  draft,
  onChange,
  errorOf,
  capacity,
}: {
  draft: StayDraft;
  onChange: (change: Partial<StayDraft>) => void;
  errorOf: (field: keyof StayDraft) => string | undefined;
  capacity: number | null;
}) {
  return (
    <div className="price-check__fields">
      <StepField label={<FormattedMessage id="stay-quote.checkIn" />} required error={errorOf('checkIn')}>
        {(field) => <input {...field} type="date" name="checkIn" value={draft.checkIn} onChange={(e) => onChange({ checkIn: e.target.value })} />}
      </StepField>
      <StepField label={<FormattedMessage id="stay-quote.checkOut" />} required error={errorOf('checkOut')}>
        {(field) => <input {...field} type="date" name="checkOut" value={draft.checkOut} min={draft.checkIn || undefined} onChange={(e) => onChange({ checkOut: e.target.value })} />}
      </StepField>
      <StepField label={<FormattedMessage id="stay-quote.guests" />} required error={errorOf('guests')}>
        {(field) => (
          <input
            {...field}
            type="number"
            name="guests"
            inputMode="numeric"
            min={1}
            max={capacity ?? QUOTE_MAX_GUESTS}
            step={1}
            value={draft.guests}
            onChange={(e) => onChange({ guests: e.target.value })}
          />
        )}
      </StepField>
    </div>
  );
}
