import { describe, expect, it } from 'vitest';
import { areaToSquareMetres, displayArea, SQUARE_FEET_PER_SQUARE_METRE, squareFeetToMetres, squareMetresToFeet } from '../../src/shared/domain/area-units';

// AS §5: 1 m² = 10.76391042 ft², shown as whole feet, converted back to metres with 2 decimals.

it('uses the factor of the spec', () => expect(SQUARE_FEET_PER_SQUARE_METRE).toBe(10.76391042));

describe('square metres -> whole square feet', () => {
  it.each([
    [0, 0],
    [1, 11], // 10.76
    [10, 108], // 107.64
    [22, 237], // 236.81
    [35, 377], // 376.74
    [78, 840], // 839.58
    [180, 1938], // 1937.50 -> rounds up
    [0.5, 5], // 5.38
    [100000, 1076391],
  ])('%d m² -> %d ft²', (m2, ft2) => expect(squareMetresToFeet(m2)).toBe(ft2));
});

describe('square feet -> square metres, 2 decimals', () => {
  it.each([
    [0, 0],
    [1, 0.09], // 0.0929
    [11, 1.02], // 1.0219
    [108, 10.03], // 10.0335
    [1000, 92.9], // 92.903
    [1938, 180.05], // 180.0461
    [10.76391042, 1],
  ])('%d ft² -> %d m²', (ft2, m2) => expect(squareFeetToMetres(ft2)).toBe(m2));
});

describe('what the host sees', () => {
  it.each([
    [180, 'metric', 180],
    [22.5, 'metric', 22.5],
    [1.005, 'metric', 1.01], // half away from zero, no binary drift
    [180, 'imperial', 1938],
    [null, 'metric', null],
    [null, 'imperial', null],
    [undefined, 'imperial', null],
    [Number.NaN, 'metric', null],
  ] as const)('%s m² in %s -> %s', (m2, units, shown) => expect(displayArea(m2, units)).toBe(shown));
});

describe('what the host types -> metres for the API', () => {
  it.each([
    [180, 'metric', 180],
    [22.456, 'metric', 22.46],
    [1938, 'imperial', 180.05],
    [237, 'imperial', 22.02],
  ] as const)('%s in %s -> %s m²', (value, units, m2) => expect(areaToSquareMetres(value, units)).toBe(m2));

  it('a round trip through feet stays within one foot', () => {
    for (const m2 of [1, 9.5, 22, 35, 78, 180, 999.99]) {
      const feet = squareMetresToFeet(m2);
      expect(Math.abs(squareMetresToFeet(squareFeetToMetres(feet)) - feet)).toBeLessThanOrEqual(1);
    }
  });
});
