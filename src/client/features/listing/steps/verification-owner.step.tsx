import { OwnersForm, saveOwners } from '../../../forms/onboarding/owners-form';
import type { StepDefinition } from '../step-definition';

// Step "verification/owner" (onboarding, companies): the company's owners.
export const step: StepDefinition = { id: 'verification-owner', Form: () => <OwnersForm />, save: saveOwners };
