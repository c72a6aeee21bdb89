import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { listingWizardMachine } from '../../../../machines/listing-wizard/listing-wizard.machine';

// The running wizard, for the step forms and panels under the page (they read it with useSelector).
export type ListingWizardActor = ActorRefFrom<typeof listingWizardMachine>;

export const WizardActorContext = createContext<ListingWizardActor | null>(null);

export function useWizardActor(): ListingWizardActor {
  const actor = useContext(WizardActorContext);
  if (!actor) throw new Error('useWizardActor outside the listing wizard');
  return actor;
}
