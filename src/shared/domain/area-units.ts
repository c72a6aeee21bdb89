// Area of a unit in the host's measurement units (HC §5, AS §5):
// 1 m² = 10.76391042 ft²; feet are shown as whole numbers, and feet typed by the host go back to
// square metres rounded to 2 decimals. The API always stores square metres.

export const SQUARE_FEET_PER_SQUARE_METRE = 10.76391042;

export type MeasurementUnits = 'metric' | 'imperial';

/** Rounds half away from zero at `decimals`, without the binary drift of x * 100 (1.005 -> 1.01). */
function round(value: number, decimals: number): number {
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  return Math.sign(value) * rounded;
}

/** Square metres -> whole square feet, as shown to an imperial host. */
export function squareMetresToFeet(squareMetres: number): number {
  return Math.round(squareMetres * SQUARE_FEET_PER_SQUARE_METRE);
}

/** Square feet (as the host typed them) -> square metres to store, 2 decimals. */
export function squareFeetToMetres(squareFeet: number): number {
  return round(squareFeet / SQUARE_FEET_PER_SQUARE_METRE, 2);
}

/**
 * The number to show for a stored area: metric keeps the stored metres (up to 2 decimals, as
 * stored), imperial shows whole feet. null stays null (no size entered yet).
 */
export function displayArea(squareMetres: number | null | undefined, units: MeasurementUnits): number | null {
  if (squareMetres == null || !Number.isFinite(squareMetres)) return null;
  return units === 'imperial' ? squareMetresToFeet(squareMetres) : round(squareMetres, 2);
}

/** The number a host typed in their units -> square metres for the API. */
export function areaToSquareMetres(value: number, units: MeasurementUnits): number {
  return units === 'imperial' ? squareFeetToMetres(value) : round(value, 2);
}
