import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Unit } from '../../../../shared/schemas/unit';
import { isUnitType, UNIT_TYPES, type UnitType } from '../../../../shared/domain/unit-types';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { patchUnit } from '../../../api/listing';
import { ChoiceList } from '../../../ui/choice-list';
import type { StepDefinition } from '../step-definition';

// Step "unit-type" (multi-unit): what kind of unit this is inside the property (a room, a suite,
// an apartment...). The list is shared/domain/unit-types.ts, the one the server checks against.

export function UnitTypeStep({ unit }: { unit: Unit }) {
  const intl = useIntl();
  const initial = isUnitType(unit.unitType) ? unit.unitType : null;
  const [unitType, setUnitType] = useState<UnitType | null>(initial);
  const serverErrors = useServerFieldErrors();
  const choices = UNIT_TYPES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `listing.unitSteps.unitType.${value}` }),
    description: intl.formatMessage({ id: `listing.unitSteps.unitType.${value}.description` }),
  }));
  return (
    <StepFrame values={{ unitType }} dirty={unitType !== initial} valid={unitType !== null}>
      <ChoiceList
        legend={<FormattedMessage id="listing.unitSteps.unitType.legend" />}
        name="unitType"
        choices={choices}
        value={unitType}
        onChange={setUnitType}
        error={serverErrors.unitType}
      />
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'unit-type',
  Form: ({ unit }) => <UnitTypeStep unit={unit} />,
  save: (ids, values) => patchUnit(ids.unitId, { unitType: values.unitType as UnitType }),
};
