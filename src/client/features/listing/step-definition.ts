import type { ComponentType } from 'react';
import type { Property } from '../../../shared/schemas/property';
import type { Unit } from '../../../shared/schemas/unit';
import type { StepIds } from '../../forms/form-host';

// One wizard step's screen: its form and what its Save sends. Every step lives in
// steps/<step-id>.step.tsx and exports `step`; step-registry.ts finds them, so adding a step
// touches no other file. The same forms serve the management pages (see form-host.tsx).

export interface StepFormProps {
  property: Property;
  unit: Unit;
  ids: StepIds;
}

export interface StepDefinition {
  /** The step id of listing-steps.ts (kebab-case route), e.g. 'location-address'. */
  id: string;
  Form: ComponentType<StepFormProps>;
  /**
   * Sends the form's values (what the form gave its StepFrame). Absent for steps whose form
   * saves as it goes (photos) or that have no values (publish): Save then only records progress.
   */
  save?: (ids: StepIds, values: Record<string, unknown>) => Promise<unknown>;
}
