import { IdentityDetailsForm, saveIdentityDetails } from '../../../forms/onboarding/identity-details-form';
import { startKyc } from '../../../api/onboarding';
import type { StepDefinition } from '../step-definition';

// Step "verification/info" (onboarding): who the host is, for identity verification. Saving it
// starts identity verification on the server (kyc/set-start-at: collecting data; the first date is kept).
export const step: StepDefinition = {
  id: 'verification-info',
  Form: () => <IdentityDetailsForm />,
  save: async (ids, values) => {
    const saved = await saveIdentityDetails(ids, values);
    await startKyc();
    return saved;
  },
};
