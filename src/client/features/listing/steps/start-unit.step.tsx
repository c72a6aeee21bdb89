import { FormattedMessage } from '../../../i18n/intl';
import type { Property } from '../../../../shared/schemas/property';
import { StepFrame } from '../../../forms/form-host';
import type { StepDefinition } from '../step-definition';

// Step "start-unit" (multi-unit, formless): between the property's steps and its first unit's.
// It has nothing to save, so the wizard offers Continue, which passes it (HC §3 "formless
// steps are excluded from completion counts"); a management page shows it without Save.
function StartUnitStep({ property }: { property: Property }) {
  return (
    <StepFrame values={{}} dirty={false} valid={false} formless>
      <div className="listing-note">
        <p>
          {property.title ? (
            <FormattedMessage id="listing.unitSteps.startUnit.intro" values={{ property: property.title }} />
          ) : (
            <FormattedMessage id="listing.unitSteps.startUnit.introUntitled" />
          )}
        </p>
        <p>
          <FormattedMessage id="listing.unitSteps.startUnit.next" />
        </p>
      </div>
    </StepFrame>
  );
}

export const step: StepDefinition = { id: 'start-unit', Form: StartUnitStep };
