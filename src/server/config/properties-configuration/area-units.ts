// Units a unit's size is given in (HC §3 propertySizeMeasurementUnit, HC §5 Area).
// Sizes are stored in square metres; imperial is a display choice. Labels: `areaUnit.<value>`.

export const SQUARE_FEET_PER_SQUARE_METRE = 10.76391042;

export interface AreaUnitConfig {
  value: 'metric' | 'imperial';
  symbol: string;
  /** Multiply square metres by this to show the unit. */
  perSquareMetre: number;
  /** Decimals the unit is shown with (HC §5: whole feet). */
  displayDecimals: number;
}

export const AREA_UNITS: readonly AreaUnitConfig[] = [
  { value: 'metric', symbol: 'm²', perSquareMetre: 1, displayDecimals: 0 },
  { value: 'imperial', symbol: 'ft²', perSquareMetre: SQUARE_FEET_PER_SQUARE_METRE, displayDecimals: 0 },
];

export const DEFAULT_AREA_UNIT: AreaUnitConfig['value'] = 'metric';
