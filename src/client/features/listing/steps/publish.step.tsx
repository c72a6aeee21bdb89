import { FormattedMessage } from 'react-intl';
import { StepFrame } from '../form-host';
import type { StepDefinition, StepFormProps } from '../step-definition';
import { PublishSummary } from '../publish/publish-summary';

/**
 * The formless last step: what the listing holds, what still keeps it from going live and how
 * guests will see it. Publish is enabled by the machine once every form step is completed.
 */
function PublishStep({ property, unit }: StepFormProps) {
  return (
    <StepFrame values={{}} dirty={false} valid={false}>
      <p>
        <FormattedMessage id="listing.publish.intro" />
      </p>
      <PublishSummary property={property} unit={unit} />
    </StepFrame>
  );
}

export const step: StepDefinition = { id: 'publish', Form: PublishStep };
