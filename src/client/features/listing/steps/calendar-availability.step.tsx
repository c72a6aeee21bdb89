import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Unit } from '../../../../shared/schemas/unit';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { setCalendarAction } from '../api';
import { ChoiceList } from '../../../ui/choice-list';
import type { StepDefinition } from '../step-definition';

// Step "calendar-availability": how the unit's calendar starts (HC §3 calendarAvailability.status,
// POST .../calendar-action). NEUTRAL is a new unit's "not chosen yet" and is not offered; the
// three others each get one sentence saying what guests will find.

export const CALENDAR_CHOICES = ['AVAILABLE', 'BLOCKED', 'PAUSED'] as const;
type CalendarChoice = (typeof CALENDAR_CHOICES)[number];
const isChoice = (s: string): s is CalendarChoice => (CALENDAR_CHOICES as readonly string[]).includes(s);

export function CalendarAvailabilityStep({ unit }: { unit: Unit }) {
  const intl = useIntl();
  const serverErrors = useServerFieldErrors();
  const initial = isChoice(unit.calendarAvailability.status) ? unit.calendarAvailability.status : null;
  const [status, setStatus] = useState<CalendarChoice | null>(initial);
  return (
    <StepFrame values={{ status }} dirty={status !== initial} valid={status !== null}>
      <ChoiceList
        legend={<FormattedMessage id="listing.unitSteps.calendar.legend" />}
        name="calendarStatus"
        choices={CALENDAR_CHOICES.map((value) => ({
          value,
          label: intl.formatMessage({ id: `listing.unitSteps.calendar.${value}` }),
          description: intl.formatMessage({ id: `listing.unitSteps.calendar.${value}.description` }),
        }))}
        value={status}
        onChange={setStatus}
        error={serverErrors.status}
      />
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'calendar-availability',
  Form: ({ unit }) => <CalendarAvailabilityStep unit={unit} />,
  save: (ids, values) => setCalendarAction(ids.unitId, { status: values.status as CalendarChoice }),
};
