import type { UnitPanelProps } from '../property-management/unit-panels';

// Placeholder until it is built.
export function PriceCheck(_props: UnitPanelProps) {
  return null;
}
