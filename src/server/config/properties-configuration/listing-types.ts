import type { ListingTypeValue } from './accommodation-types';

// Single-unit or multi-unit property (HC §2 wizards, HC §3 listingType), and the
// answers to "how many units will you list?" asked when a host starts (expectedUnitCount).
// Labels are translation keys.

export const LISTING_TYPES: readonly ListingTypeValue[] = ['single', 'multi'];

export interface ExpectedUnitCountConfig {
  value: string;
  /** Which wizard the answer leads to. */
  listingType: ListingTypeValue;
  min: number;
  /** null: no upper bound. */
  max: number | null;
}

export const EXPECTED_UNIT_COUNTS: readonly ExpectedUnitCountConfig[] = [
  { value: '1', listingType: 'single', min: 1, max: 1 },
  { value: '2-5', listingType: 'multi', min: 2, max: 5 },
  { value: '6-10', listingType: 'multi', min: 6, max: 10 },
  { value: '11-25', listingType: 'multi', min: 11, max: 25 },
  { value: '26+', listingType: 'multi', min: 26, max: null },
];
