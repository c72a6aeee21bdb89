import type { Property } from '../../../shared/schemas/property';
import type { Unit } from '../../../shared/schemas/unit';

// What every unit panel receives. In its own module so that the panels (availability, calendar
// sync, subscription, price check) and the table that lists them (unit-panels.tsx) do not import
// each other.
export interface UnitPanelProps {
  property: Property;
  unit: Unit;
}
