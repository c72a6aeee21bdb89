import { OwnersForm, saveOwners } from '../../../forms/onboarding/owners-form';
import type { StepDefinition } from '../step-definition';

// Step "personal-details/owner" (onboarding, commission companies): the company's owners.
export const step: StepDefinition = { id: 'personal-details-owner', Form: () => <OwnersForm />, save: saveOwners };
