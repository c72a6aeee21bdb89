import { IdentityDetailsForm, saveIdentityDetails } from '../onboarding/identity-details-form';
import type { StepDefinition } from '../step-definition';

// Step "verification/info" (onboarding): who the host is, for identity verification.
export const step: StepDefinition = { id: 'verification-info', Form: () => <IdentityDetailsForm />, save: saveIdentityDetails };
