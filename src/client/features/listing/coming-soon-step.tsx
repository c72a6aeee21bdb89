import { FormattedMessage } from 'react-intl';
import { StepFrame } from './step-frame';

// A step whose form is not built yet: it says so, and Next still moves on (recording the step as
// passed), so the rest of the flow can be reached.
export function ComingSoonStep() {
  return (
    <StepFrame values={{}} dirty={false} valid placeholder>
      <div className="listing-coming-soon" role="note">
        <p>
          <FormattedMessage id="listing.comingSoon" />
        </p>
      </div>
    </StepFrame>
  );
}

/** The formless last step: Publish is enabled by the machine once every form step is completed. */
export function PublishStep() {
  return (
    <StepFrame values={{}} dirty={false} valid={false}>
      <p>
        <FormattedMessage id="listing.publish.intro" />
      </p>
    </StepFrame>
  );
}
