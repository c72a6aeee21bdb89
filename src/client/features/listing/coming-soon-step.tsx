import { FormattedMessage } from 'react-intl';
import { StepFrame } from './form-host';

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
