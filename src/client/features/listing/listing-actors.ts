import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { listingWizardMachine, type LoadedListing, type SaveStepInput } from '../../../../machines/listing-wizard/listing-wizard.machine';
import { flowFor, type ListingFlow } from '../../../shared/domain/listing-steps';
import { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queries';
import { fetchUserInfo } from '../../api/user';
import { fetchListingEligibility, listingEntryKeys } from '../../api/listing-entry';
import {
  fetchListingProgress,
  fetchProperty,
  fetchUnit,
  listingKeys,
  putListingProgress,
} from '../../api/listing';
import { publishUnit } from '../../api/properties';
import { fetchVerificationConfiguration, fetchVerificationData, unitStepKeys } from './api';
import { excludedSteps, summariseListingVerification, type StepVisibilityFacts } from '../../../shared/domain/listing-step-visibility';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { stepDefinition } from './step-registry';
import { propertyKeys } from '../../api/properties';

// The wizard machine with the real calls (DESIGN "Machines": actors are supplied by the client).
// Reads go through the query cache, so the step forms show what the machine loaded without a
// second request, and a save refreshes both.

const notFound = () => new ApiError({ status: 404, general: ['errors.status.404'], fields: {} });

/**
 * The unit's listing verification over every platform (single-unit flow only: the multi-unit one
 * has no listing-verification steps). Not knowing it is no reason to fail the wizard: the status
 * step then stays shown.
 */
async function listingVerificationOf(client: QueryClient, unitId: string): Promise<StepVisibilityFacts['listingVerification']> {
  try {
    const configuration = await client.fetchQuery({ queryKey: unitStepKeys.verificationConfiguration, queryFn: ({ signal }) => fetchVerificationConfiguration(signal), staleTime: 5 * 60_000 });
    const data = await Promise.all(
      configuration.providers.map(({ provider }) =>
        client.fetchQuery({ queryKey: unitStepKeys.verification(unitId, provider), queryFn: ({ signal }) => fetchVerificationData(unitId, provider, signal), staleTime: 0 }),
      ),
    );
    return summariseListingVerification(data.map((d) => d.status));
  } catch {
    return null;
  }
}

/** The steps this host does not see for this unit (shared/domain/listing-step-visibility.ts). */
const excludedFor = (flow: ListingFlow, user: UserInfo, listingVerification: StepVisibilityFacts['listingVerification']) =>
  excludedSteps({
    flow,
    commercialModel: user.commercialModel,
    hostType: user.type,
    kycInitiated: user.kycInitiated,
    subscriptionEnabled: user.features.isSubscriptionEnabled,
    isB2B: user.features.isB2B,
    listingVerification,
  });

export function createListingWizard(client: QueryClient, ids: { propertyId: string; unitId: string }) {
  let onboardingFinished = true;
  return listingWizardMachine.provide({
    actors: {
      loadListing: fromPromise<LoadedListing, void>(async () => {
        const [property, unit, progress, user] = await Promise.all([
          client.fetchQuery({ queryKey: listingKeys.property(ids.propertyId), queryFn: ({ signal }) => fetchProperty(ids.propertyId, signal), staleTime: 0 }),
          client.fetchQuery({ queryKey: listingKeys.unit(ids.unitId), queryFn: ({ signal }) => fetchUnit(ids.unitId, signal), staleTime: 0 }),
          client.fetchQuery({ queryKey: listingKeys.progress(ids.unitId), queryFn: ({ signal }) => fetchListingProgress(ids.unitId, signal), staleTime: 0 }),
          client.fetchQuery({ queryKey: queryKeys.userInfo, queryFn: ({ signal }) => fetchUserInfo(signal), staleTime: 60_000 }),
        ]);
        // A unit of another property in the address is as missing as an unknown one (HC §2).
        if (unit.propertyId !== property.id) throw notFound();
        onboardingFinished = user.onboardingStatus === 'finished';
        const flow = flowFor(property.propertyType);
        const listingVerification = flow === 'single-unit' ? await listingVerificationOf(client, ids.unitId) : null;
        return {
          flow,
          onboardingFinished,
          // Multi-unit: the property steps belong to the property's first unit only.
          firstUnit: property.unitIds[0] === unit.publicId,
          excluded: excludedFor(flow, user, listingVerification),
          completed: progress.completedSteps,
        };
      }),
      // The server's rule (shared/domain/listing-eligibility.ts); the same answer the entry page reads.
      checkEligibility: fromPromise<{ eligible: boolean }, void>(async () =>
        client.fetchQuery({ queryKey: listingEntryKeys.eligibility, queryFn: ({ signal }) => fetchListingEligibility(signal), staleTime: 0 }),
      ),
      saveStep: fromPromise<{ onboardingFinished: boolean }, SaveStepInput>(async ({ input }) => {
        // What each step sends is its definition's save; a step without one only records progress.
        await stepDefinition(input.stepId)?.save?.(ids, input.values);
        const progress = await putListingProgress(ids.unitId, input.completed);
        client.setQueryData(listingKeys.progress(ids.unitId), progress);
        await Promise.all([
          client.invalidateQueries({ queryKey: listingKeys.property(ids.propertyId) }),
          client.invalidateQueries({ queryKey: listingKeys.unit(ids.unitId) }),
          // /properties shows titles and progress: it reloads when next shown, not after 30 s.
          client.invalidateQueries({ queryKey: propertyKeys.all }),
        ]);
        return { onboardingFinished };
      }),
      publishUnit: fromPromise<void, void>(async () => {
        const { unit, userInfo } = await publishUnit(ids.unitId);
        // The answer carries the host after publishing, which may have finished onboarding.
        client.setQueryData(listingKeys.unit(ids.unitId), unit);
        client.setQueryData(queryKeys.userInfo, userInfo);
        await client.invalidateQueries({ queryKey: propertyKeys.all });
      }),
    },
  });
}
