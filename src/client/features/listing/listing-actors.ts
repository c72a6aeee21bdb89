import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { listingWizardMachine, type LoadedListing, type SaveStepInput } from '../../../../machines/listing-wizard/listing-wizard.machine';
import { flowFor } from '../../../shared/domain/listing-steps';
import { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queries';
import { fetchUserInfo } from '../../api/user';
import { fetchListingEligibility, listingEntryKeys } from '../../api/listing-entry';
import {
  fetchListingProgress,
  fetchProperty,
  fetchUnit,
  listingKeys,
  publishUnit,
  putListingProgress,
} from '../../api/listing';
import { stepDefinition } from './step-registry';

// The wizard machine with the real calls (DESIGN "Machines": actors are supplied by the client).
// Reads go through the query cache, so the step forms show what the machine loaded without a
// second request, and a save refreshes both.

const notFound = () => new ApiError({ status: 404, general: ['errors.status.404'], fields: {} });

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
        // A unit of another property in the address is as missing as an unknown one (spec §2).
        if (unit.propertyId !== property.id) throw notFound();
        onboardingFinished = user.onboardingStatus === 'finished';
        return {
          flow: flowFor(property.propertyType),
          onboardingFinished,
          // Multi-unit: the property steps belong to the property's first unit only.
          firstUnit: property.unitIds[0] === unit.publicId,
          // The server keeps no per-unit exclusions yet.
          excluded: [],
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
        ]);
        return { onboardingFinished };
      }),
      publishUnit: fromPromise<void, void>(async () => {
        await publishUnit(ids.unitId);
        await client.invalidateQueries({ queryKey: listingKeys.unit(ids.unitId) });
      }),
    },
  });
}
