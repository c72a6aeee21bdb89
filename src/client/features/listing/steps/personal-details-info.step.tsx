import { IdentityDetailsForm, saveIdentityDetails } from '../../../forms/onboarding/identity-details-form';
import type { StepDefinition } from '../step-definition';

// Step "personal-details/info" (onboarding, commission hosts): the same details as verification/info.
export const step: StepDefinition = { id: 'personal-details-info', Form: () => <IdentityDetailsForm />, save: saveIdentityDetails };
