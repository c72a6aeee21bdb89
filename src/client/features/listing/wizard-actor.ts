import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { listingWizardMachine } from '../../../../machines/listing-wizard/listing-wizard.machine';
import { connectListingWizard, type ListingWizardView } from '../../../../machines/listing-wizard/listing-wizard.connect';

// The running wizard, for the step forms and panels under the page (they read it with useSelector).
export type ListingWizardActor = ActorRefFrom<typeof listingWizardMachine>;

export const WizardActorContext = createContext<ListingWizardActor | null>(null);

export function useWizardActor(): ListingWizardActor {
  const actor = useContext(WizardActorContext);
  if (!actor) throw new Error('useWizardActor outside the listing wizard');
  return actor;
}

/**
 * One part of what the wizard shows (machines/listing-wizard/listing-wizard.connect.ts): the view
 * renders again only when that part changes (by `compare` for a list or an object), as it did
 * with one selector per part.
 */
export function useWizardPart<T>(actor: ListingWizardActor, pick: (view: ListingWizardView) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, (s) => pick(connectListingWizard(s, actor.send)), compare);
}

/** The wizard where the host is now, for a handler: its controls send what the machine takes there. */
export const wizardNow = (actor: ListingWizardActor): ListingWizardView => connectListingWizard(actor.getSnapshot(), actor.send);
