import { FormattedMessage } from 'react-intl';
import { StepFrame } from '../form-host';
import type { StepDefinition } from '../step-definition';

/** The formless last step: Publish is enabled by the machine once every form step is completed. */
function PublishStep() {
  return (
    <StepFrame values={{}} dirty={false} valid={false}>
      <p>
        <FormattedMessage id="listing.publish.intro" />
      </p>
    </StepFrame>
  );
}

export const step: StepDefinition = { id: 'publish', Form: PublishStep };
