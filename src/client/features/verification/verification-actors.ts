import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { verificationFlowMachine, type LoadedFlow, type SaveStepInput, type SavedStep } from '../../../../machines/verification-flow/verification-flow.machine';
import { completedVerificationSteps, verificationStep, visibleVerificationSteps, type VerificationSettings } from '../../../shared/domain/verification-steps';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { queryKeys } from '../../api/queries';
import { fetchUserInfo } from '../../api/user';
import { fetchOnboardingConfiguration, onboardingKeys, startKyc } from '../../api/onboarding';
import { kycStatusKey } from '../../api/kyc-status';
import { saveIdentityDetails } from '../../forms/onboarding/identity-details-form';
import { saveOwners } from '../../forms/onboarding/owners-form';
import { saveBankAccount } from '../../forms/onboarding/bank-account-form';

// The verification machine with the real calls (DESIGN "Machines": actors are supplied by the
// client). Reads go through the query cache, so the step forms show what the machine loaded, and
// every save refreshes what it changed (the forms, the progress and the banner's status).

const NO_IDS = { propertyId: '', unitId: '' };

const factsOf = (user: UserInfo, settings: VerificationSettings) => ({
  commercialModel: user.commercialModel,
  hostType: user.type,
  kycInitiated: user.kycInitiated,
  subscriptionEnabled: user.features.isSubscriptionEnabled,
  isB2B: user.features.isB2B,
  settings,
});

export function createVerificationFlow(client: QueryClient, settings: VerificationSettings) {
  let user: UserInfo | null = null;
  /** The steps this host sees and the ones complete, as the server now holds them. */
  async function progress(): Promise<LoadedFlow> {
    const configuration = await client.fetchQuery({ queryKey: onboardingKeys.configuration, queryFn: ({ signal }) => fetchOnboardingConfiguration(signal), staleTime: 0 });
    const steps = visibleVerificationSteps(factsOf(user!, settings));
    const completed = completedVerificationSteps(steps, { completedSections: configuration.completedSections, documentKinds: configuration.documents.map((d) => d.kind) });
    return { steps: steps.map((s) => s.id), completed };
  }

  return verificationFlowMachine.provide({
    actors: {
      startKyc: fromPromise(async () => {
        await startKyc();
        // Starting changes the user (kycInitiated) and the banner's status.
        await client.invalidateQueries({ queryKey: kycStatusKey });
      }),
      loadFlow: fromPromise(async () => {
        user = await client.fetchQuery({ queryKey: queryKeys.userInfo, queryFn: ({ signal }) => fetchUserInfo(signal), staleTime: 0 });
        return progress();
      }),
      saveStep: fromPromise(async ({ input }: { input: SaveStepInput }): Promise<SavedStep> => {
        const step = verificationStep(user!.type, input.stepId);
        if (step?.form === 'identity') await saveIdentityDetails(NO_IDS, input.values);
        if (step?.form === 'owners') await saveOwners(NO_IDS, input.values);
        if (step?.form === 'bank-account') await saveBankAccount(NO_IDS, input.values);
        // Documents save as they are chosen: their step only records progress.
        await Promise.all([
          client.invalidateQueries({ queryKey: onboardingKeys.individual }),
          client.invalidateQueries({ queryKey: onboardingKeys.business }),
          client.invalidateQueries({ queryKey: onboardingKeys.bankAccounts }),
          client.invalidateQueries({ queryKey: kycStatusKey }),
        ]);
        return { completed: (await progress()).completed };
      }),
    },
  });
}
